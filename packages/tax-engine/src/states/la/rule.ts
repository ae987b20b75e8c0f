import { formatPercent, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'R-1306 (1/25), Louisiana Withholding Tables and Instructions, computer formula';

/** L-4 Block A: 0 claims no standard deduction, 1 the single amount, 2 the joint amount. */
const LA_DEDUCTION_CLAIMS = ['0', '1', '2'] as const;
type LaDeductionClaim = (typeof LA_DEDUCTION_CLAIMS)[number];

const LA_DATA = defineStateData(
  data,
  {
    rate: read.rate,
    standardDeduction: read.byKey(['single', 'joint'], read.cents),
  },
  { deductionClaim: LA_DEDUCTION_CLAIMS },
);

export type LaCertificate = {
  readonly deductionClaim: LaDeductionClaim;
  readonly additionalWithholding: Cents;
};

function findDeduction(params: ResolvedGroup<typeof LA_DATA.parameters>, claim: string): Cents {
  if (claim === '1') return params.standardDeduction.value.single;
  if (claim === '2') return params.standardDeduction.value.joint;
  return 0;
}

function buildFormula(
  params: ResolvedGroup<typeof LA_DATA.parameters>,
  certificate: LaCertificate,
): IncomeTaxFormula {
  const { rate, standardDeduction } = params;
  return {
    citation: METHOD,
    // W = (S - D/N) x rate per period, worked on the year so that D/N is not rounded on its own.
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: `Standard deduction for L-4 Block A claim ${certificate.deductionClaim}`,
        amount: findDeduction(params, certificate.deductionClaim),
        citation: standardDeduction.citation,
      },
    ],
    computeTax: buildFlatRateTax(`${formatPercent(rate.value)} withholding rate`, rate),
    rounding: 'cent',
  };
}

export const LA_RULE = defineStateRule({
  ...LA_DATA,
  describePrograms(params) {
    return {
      'la-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    return withholdDeclaredIncomeTax(LA_DATA, params, input, trace, () =>
      buildFormula(params, certificate),
    );
  },
});
