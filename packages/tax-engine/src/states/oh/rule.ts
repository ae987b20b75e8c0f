import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { OH_PARAMETERS } from './parameters';

const PREFIX = 'state.oh';
const METHOD = 'Ohio Employer Withholding Tax, Optional Computer Formula (annualized)';

export const OH_RULE = defineStateRule({
  code: 'OH',
  name: 'Ohio',
  hasWageIncomeTax: true,
  parameters: OH_PARAMETERS,
  programs: [incomeTaxProgram('oh', 'Ohio income tax')],
  certificate: {
    form: 'IT 4',
    fields: [
      field.allowances('Total exemptions claimed', { key: 'exemptions' }),
      field.additionalAmount('Additional withholding per pay period'),
      field.exempt('Exempt from Ohio withholding'),
    ],
    // An employee who gives no IT 4 is withheld with no exemptions.
    defaults: { exemptions: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication:
      'Ohio Employer Withholding Optional Computer Formula: July 2024 edition to September 2025, rev. 09/25 from October 2025',
    method:
      'Annualized: $650 per IT 4 exemption subtracts; annual withholding brackets; the formula changes for wages paid from 1 October 2025.',
    notModelled: [
      'Municipal income taxes and JEDD/JEDZ taxes',
      'School district income tax (SD 100)',
      'Reciprocity with Indiana, Kentucky, Michigan, Pennsylvania and West Virginia',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Withholding brackets before and after 1 October 2025: only the top rates (3.8%, then 3.64%) were found; the lower bands are the statutory ones',
      'Exemption value $650: read in formulas up to December 2023 only',
      'Default with no IT 4 on file (no exemptions): not confirmed in the 2025 formula',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'IT 4 claims exemption: nothing withheld',
          citation: METHOD,
        },
        formula: () => ({
          prefix: PREFIX,
          citation: METHOD,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'exemptions',
              'IT 4 exemptions',
              certificate.exemptions,
              params.exemption,
            ),
          ],
          computeTax: buildBracketTax(
            'Annual withholding from the brackets',
            params.brackets.value,
            params.brackets.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'IT 4 additional withholding',
          citation: METHOD,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'oh-income-tax', amount }];
  },
});
