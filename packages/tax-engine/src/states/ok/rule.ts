import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { OK_PARAMETERS } from './parameters';

const PREFIX = 'state.ok';
const METHOD = 'Packet OW-2 (2025), Percentage Method of Withholding (annualized)';

export const OK_RULE = defineStateRule({
  code: 'OK',
  name: 'Oklahoma',
  hasWageIncomeTax: true,
  parameters: OK_PARAMETERS,
  programs: [incomeTaxProgram('ok', 'Oklahoma income tax')],
  certificate: {
    form: 'OK-W-4',
    fields: [
      field.filingStatus(
        'Filing status',
        [
          { value: 'single', label: 'Single' },
          { value: 'married', label: 'Married' },
          { value: 'married-single-rate', label: 'Married, but withhold at higher Single rate' },
        ],
        { key: 'status' },
      ),
      field.allowances('Total number of allowances'),
      field.additionalAmount('Additional amount per paycheck'),
      field.exempt('Exempt from withholding'),
    ],
    // Okla. Admin. Code 710:90-1-7(f): without an OK-W-4, withhold as a single person with no allowances.
    defaults: { status: 'single', allowances: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication:
      'Packet OW-2, 2025 Oklahoma Income Tax Withholding Tables; Okla. Admin. Code 710:90-1-6 and 1-7',
    method:
      'Annualized: OK-W-4 allowances ($1,000 each) subtract; Single or Married table; rounded to whole dollars.',
    notModelled: ['Reciprocity and credits for tax withheld for other states'],
    confidence: 'uncertain',
    uncertainties: [
      'Annual tables and allowance: two agreeing secondary transcriptions, the 2025 OW-2 itself not read',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectSingleOrMarried(certificate.status);
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'OK-W-4 claims exemption: nothing withheld',
          citation: METHOD,
        },
        formula: () => ({
          prefix: PREFIX,
          citation: METHOD,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'allowances',
              'OK-W-4 allowances',
              certificate.allowances,
              params.allowance,
            ),
          ],
          computeTax: buildTableTax(
            `Annual tax from the ${status} table`,
            params.rateTables.value[status],
            params.rateTables.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'OK-W-4 additional amount',
          citation: METHOD,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ok-income-tax', amount }];
  },
});
