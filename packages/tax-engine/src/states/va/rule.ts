import {
  buildCountStep,
  buildTableTax,
  buildValueStep,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { VA_PARAMETERS } from './parameters';

const PREFIX = 'state.va';
const PUBLICATION =
  'Virginia Department of Taxation, Employer Withholding Instructions (2025; formula revised for wages paid on and after 1 July 2025)';

export const VA_RULE = defineStateRule({
  code: 'VA',
  name: 'Virginia',
  hasWageIncomeTax: true,
  parameters: VA_PARAMETERS,
  programs: [incomeTaxProgram('va', 'Virginia income tax')],
  certificate: {
    form: 'Form VA-4',
    fields: [
      field.allowances('Personal and dependent exemptions', {
        key: 'personalExemptions',
        help: 'Yourself, your spouse and each dependent',
      }),
      field.allowances('Age 65 or over and blind exemptions', {
        key: 'ageBlindExemptions',
        max: 4,
      }),
      field.additionalAmount('Additional withholding per pay period'),
      field.exempt('Exempt from withholding'),
    ],
    // No VA-4 on file: no exemptions are claimed (UNCERTAIN, see compliance).
    defaults: {
      personalExemptions: 0,
      ageBlindExemptions: 0,
      additionalWithholding: 0,
      isExempt: false,
    },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: standard deduction and $930 / $800 exemptions subtract; one 2% to 5.75% bracket schedule; divided back per period to the cent',
    notModelled: [
      'Reciprocity with DC, KY, MD, PA and WV, and credits for tax paid to another state',
      'The aggregate method for supplemental wages (PayLab uses the optional flat 5.75% rate)',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Standard deduction $8,500 before and $8,750 from 1 July 2025: read in secondary sources (federal payroll center memo, tax news), not in the 2025 instructions themselves',
      'Supplemental flat rate 5.75%: secondary sources only',
      'No VA-4 on file: PayLab withholds as if no exemptions were claimed (UNCERTAIN)',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Form VA-4 claims exemption: no withholding',
          citation: PUBLICATION,
        },
        formula: () => ({
          prefix: PREFIX,
          citation: params.rateTable.citation,
          basis: 'annual',
          subtractions: [
            buildValueStep('standard-deduction', 'Standard deduction', params.standardDeduction),
            buildCountStep(
              'personal-exemptions',
              'Personal and dependent exemptions',
              certificate.personalExemptions,
              params.personalExemption,
            ),
            buildCountStep(
              'age-blind-exemptions',
              'Age 65 and blind exemptions',
              certificate.ageBlindExemptions,
              params.ageBlindExemption,
            ),
          ],
          computeTax: buildTableTax(
            'Annual tax from the formula brackets',
            params.rateTable.value,
            params.rateTable.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (Form VA-4)',
          citation: PUBLICATION,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'va-income-tax', amount }];
  },
});
