import { formatPercent, formatUsd } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

/** The IA W-4 (2024 or later) filing statuses the deduction table distinguishes. */
const IA_DEDUCTION_STATUSES = ['other', 'head-of-household', 'married-joint-one-earner'] as const;
type IaDeductionStatus = (typeof IA_DEDUCTION_STATUSES)[number];

const IA_DATA = defineStateData(
  data,
  {
    withholdingMethod: read.text,
    standardDeduction: read.byKey(IA_DEDUCTION_STATUSES, read.cents),
    rate: read.rate,
    legacyAllowance: read.cents,
    supplementalRate: read.rate,
  },
  { filingStatus: IA_DEDUCTION_STATUSES },
);

const STATUS_LABELS: Readonly<Record<IaDeductionStatus, string>> = {
  other: 'Single, married filing separately, or married filing jointly with both spouses earning',
  'head-of-household': 'Head of household',
  'married-joint-one-earner': 'Married filing jointly, spouse has no earned income',
};

// Iowa follows federal: PayLab withholds federal tax on bonuses at the flat rate, so Iowa's is too.
export const IA_RULE = defineIncomeTaxRule(IA_DATA, {
  rate: (params) => params.rate,
  buildFormula: (
    { withholdingMethod, standardDeduction, rate, legacyAllowance },
    { certificate },
  ) => ({
    citation: withholdingMethod.citation,
    // T1 = G - D per period, T2 = T1 x 3.8%, T3 = T2 - W/P: the same sums worked on the year.
    basis: 'annual',
    subtractions: [
      {
        step: 'deduction',
        label: () => `Deduction: ${STATUS_LABELS[certificate.filingStatus]}`,
        amount: standardDeduction.value[certificate.filingStatus],
        citation: standardDeduction.citation,
      },
    ],
    computeTax: buildFlatRateTax(
      () => `${formatPercent(rate.value)} of wages after the deduction`,
      rate,
    ),
    credits: [
      {
        step: 'allowances',
        label: () =>
          certificate.legacyAllowances > 0
            ? `Allowance amount: ${formatUsd(certificate.allowanceAmount)} + ${certificate.legacyAllowances} x ${formatUsd(legacyAllowance.value)}`
            : 'IA W-4 allowance amount',
        amount: certificate.allowanceAmount + certificate.legacyAllowances * legacyAllowance.value,
        citation: legacyAllowance.citation,
      },
    ],
    rounding: 'cent',
  }),
});
