import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'Iowa Withholding Formula for wages paid beginning January 1, 2025';

/** The IA W-4 (2024 or later) filing statuses the deduction table distinguishes. */
const IA_DEDUCTION_STATUSES = ['other', 'head-of-household', 'married-joint-one-earner'] as const;
type IaDeductionStatus = (typeof IA_DEDUCTION_STATUSES)[number];

const IA_DATA = defineStateData(
  data,
  {
    standardDeduction: read.byKey(IA_DEDUCTION_STATUSES, read.cents),
    rate: read.rate,
    legacyAllowance: read.cents,
    supplementalRate: read.rate,
  },
  { filingStatus: IA_DEDUCTION_STATUSES },
);

export type IaCertificate = {
  readonly filingStatus: IaDeductionStatus;
  /** IA W-4 (2024 or later): the total allowance amount, in dollars a year. */
  readonly allowanceAmount: Cents;
  /** IA W-4 of 2023 or earlier: the number of allowances, $40 a year each. */
  readonly legacyAllowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

const STATUS_LABELS: Readonly<Record<IaDeductionStatus, string>> = {
  other: 'Single, married filing separately, or married filing jointly with both spouses earning',
  'head-of-household': 'Head of household',
  'married-joint-one-earner': 'Married filing jointly, spouse has no earned income',
};

function buildFormula(
  params: ResolvedGroup<typeof IA_DATA.parameters>,
  certificate: IaCertificate,
): IncomeTaxFormula {
  const { standardDeduction, rate, legacyAllowance } = params;
  const legacyAmount = certificate.legacyAllowances * legacyAllowance.value;
  return {
    citation: METHOD,
    // T1 = G - D per period, T2 = T1 x 3.8%, T3 = T2 - W/P: the same sums worked on the year.
    basis: 'annual',
    subtractions: [
      {
        step: 'deduction',
        label: `Deduction: ${STATUS_LABELS[certificate.filingStatus]}`,
        amount: standardDeduction.value[certificate.filingStatus],
        citation: standardDeduction.citation,
      },
    ],
    computeTax: buildFlatRateTax(`${formatPercent(rate.value)} of wages after the deduction`, rate),
    credits: [
      {
        step: 'allowances',
        label:
          certificate.legacyAllowances > 0
            ? `Allowance amount: ${formatUsd(certificate.allowanceAmount)} + ${certificate.legacyAllowances} x ${formatUsd(legacyAllowance.value)}`
            : 'IA W-4 allowance amount',
        amount: certificate.allowanceAmount + legacyAmount,
        citation: legacyAllowance.citation,
      },
    ],
    rounding: 'cent',
  };
}

export const IA_RULE = defineStateRule({
  ...IA_DATA,
  describePrograms(params) {
    return {
      'ia-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    // Iowa follows federal: PayLab withholds federal tax on bonuses at the flat rate, so Iowa's is too.
    return withholdDeclaredIncomeTax(IA_DATA, params, input, trace, () =>
      buildFormula(params, certificate),
    );
  },
});
