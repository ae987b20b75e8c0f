import { formatPercent } from '@paylab/shared/money';

import {
  buildCountStep,
  buildFlatRateTax,
  buildStatusStep,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { NC_PARAMETERS, type NcWithholdingStatus } from './parameters';

const PREFIX = 'state.nc';
const METHOD = 'NC-30 (2025), Annualized Wages Method';

function toStatus(status: string): NcWithholdingStatus {
  return status === 'married-joint' || status === 'head-of-household' ? status : 'single';
}

export const NC_RULE = defineStateRule({
  code: 'NC',
  name: 'North Carolina',
  hasWageIncomeTax: true,
  parameters: NC_PARAMETERS,
  programs: [incomeTaxProgram('nc', 'North Carolina income tax')],
  certificate: {
    form: 'NC-4',
    fields: [
      field.filingStatus(
        'Filing status',
        [
          { value: 'single', label: 'Single or Married Filing Separately' },
          { value: 'head-of-household', label: 'Head of Household' },
          { value: 'married-joint', label: 'Married Filing Jointly or Surviving Spouse' },
        ],
        { key: 'status' },
      ),
      field.allowances('Total number of allowances (line 1)'),
      field.additionalAmount('Additional amount per pay (line 2)'),
      field.exempt('Exempt from withholding'),
    ],
    // NC-30: an employee who gives no NC-4 is withheld as single with no allowances.
    defaults: { status: 'single', allowances: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: 'NC-30, Income Tax Withholding Tables and Instructions for Employers (2025)',
    method:
      'Annualized: standard deduction by NC-4 status and $2,500 per allowance subtract; 4.35% flat; rounded to whole dollars.',
    notModelled: ['Reciprocity and credits for tax withheld for other states'],
    confidence: 'uncertain',
    uncertainties: [
      'Standard deductions, allowance and 4.35% rate: two agreeing secondary transcriptions, the 2025 NC-30 itself not read',
      'Rounding of the per-period amount to whole dollars: taken from the wage bracket tables, not confirmed for the formula',
    ],
  },
  describePrograms(params) {
    return {
      'nc-income-tax': { rate: params.withholdingRate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = toStatus(certificate.status);
    const rate = params.withholdingRate;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'NC-4 claims exemption: nothing withheld',
          citation: METHOD,
        },
        formula: () => ({
          prefix: PREFIX,
          citation: METHOD,
          basis: 'annual',
          subtractions: [
            buildStatusStep(
              'standard-deduction',
              'Standard deduction',
              status,
              params.standardDeduction,
            ),
            buildCountStep(
              'allowances',
              'NC-4 allowances',
              certificate.allowances,
              params.allowance,
            ),
          ],
          computeTax: buildFlatRateTax(
            `${formatPercent(rate.value)} of taxable wages`,
            rate.value,
            rate.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'NC-4 line 2 additional amount',
          citation: METHOD,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'nc-income-tax', amount }];
  },
});
