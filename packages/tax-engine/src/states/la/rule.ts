import { formatPercent, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

/** L-4 Block A: 0 claims no standard deduction, 1 the single amount, 2 the joint amount. */
const LA_DEDUCTION_CLAIMS = ['0', '1', '2'] as const;

const LA_DATA = defineStateData(
  data,
  {
    withholdingMethod: read.text,
    rate: read.rate,
    standardDeduction: read.byKey(['single', 'joint'], read.cents),
  },
  { deductionClaim: LA_DEDUCTION_CLAIMS },
);

function findDeduction(params: ResolvedGroup<typeof LA_DATA.parameters>, claim: string): Cents {
  if (claim === '1') return params.standardDeduction.value.single;
  if (claim === '2') return params.standardDeduction.value.joint;
  return 0;
}

export const LA_RULE = defineIncomeTaxRule(LA_DATA, {
  rate: (params) => params.rate,
  buildFormula: (params, { certificate }) => ({
    citation: params.withholdingMethod.citation,
    // W = (S - D/N) x rate per period, worked on the year so that D/N is not rounded on its own.
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: () => `Standard deduction for L-4 Block A claim ${certificate.deductionClaim}`,
        amount: findDeduction(params, certificate.deductionClaim),
        citation: params.standardDeduction.citation,
      },
    ],
    computeTax: buildFlatRateTax(
      () => `${formatPercent(params.rate.value)} withholding rate`,
      params.rate,
    ),
    rounding: 'cent',
  }),
});
