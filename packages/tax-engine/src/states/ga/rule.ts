import { formatPercentExact } from '@paylab/shared/money';

import { buildCountStep, buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

/** Form G-4 line 3 marital status letters. */
const GA_STATUS_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

const GA_DATA = defineStateData(
  data,
  {
    withholdingMethod: read.text,
    rate: read.rate,
    supplementalRate: read.rate,
    standardDeduction: read.byKey(GA_STATUS_LETTERS, read.cents),
    dependentAllowance: read.cents,
    additionalAllowance: read.cents,
  },
  { maritalStatus: GA_STATUS_LETTERS },
);

export const GA_RULE = defineIncomeTaxRule(GA_DATA, {
  rate: (params) => params.rate,
  buildFormula: (params, { certificate }) => ({
    citation: params.withholdingMethod.citation,
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: () => `Standard deduction (status ${certificate.maritalStatus})`,
        amount: params.standardDeduction.value[certificate.maritalStatus],
        citation: params.standardDeduction.citation,
      },
      buildCountStep(
        'dependents',
        'Dependent allowances',
        certificate.dependents,
        params.dependentAllowance,
      ),
      buildCountStep(
        'additional-allowances',
        'Additional allowances',
        certificate.additionalAllowances,
        params.additionalAllowance,
      ),
    ],
    computeTax: buildFlatRateTax(
      () => `${formatPercentExact(params.rate.value)} of annual taxable wages`,
      params.rate,
    ),
    rounding: 'cent',
  }),
});
