import {
  formatPercent,
  formatUsd,
  multiplyRate,
  type Cents,
  type RatePpm,
} from '@paylab/shared/money';

import { buildCountStep, buildValueStep } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

/** One row of the formula's tax brackets: from `atLeast`, tax is `rate` of net taxable income less `adjustment`. */
export interface ArBracketRow {
  readonly atLeast: Cents;
  readonly rate: RatePpm;
  readonly adjustment: Cents;
}

const AR_DATA = defineStateData(data, {
  standardDeduction: read.cents,
  midrangeBelow: read.cents,
  brackets: read.inUnits(
    ['rate-schedule/year'],
    read.list(read.fields({ atLeast: read.cents, rate: read.rate, adjustment: read.cents })),
  ),
  personalTaxCredit: read.cents,
  supplementalRate: read.rate,
});

const PUBLICATION = 'Arkansas DFA Withholding Tax Formula (effective 1 January 2025)';
const HUNDRED_DOLLARS = 10_000;

/** Below the cutoff the formula taxes the midpoint of the income's $100 range. */
function toMidrange(netTaxableIncome: Cents, cutoff: Cents): Cents {
  if (netTaxableIncome >= cutoff) return netTaxableIncome;
  return Math.floor(netTaxableIncome / HUNDRED_DOLLARS) * HUNDRED_DOLLARS + HUNDRED_DOLLARS / 2;
}

function findBracket(rows: readonly ArBracketRow[], amount: Cents): ArBracketRow {
  let found = rows[0]!;
  for (const candidate of rows) if (candidate.atLeast <= amount) found = candidate;
  return found;
}

export const AR_RULE = defineIncomeTaxRule(AR_DATA, {
  buildFormula: (params, { certificate }) => ({
    citation: PUBLICATION,
    basis: 'annual',
    subtractions: [
      buildValueStep('standard-deduction', 'Standard deduction', params.standardDeduction),
    ],
    computeTax: (taxable) => {
      const looked = toMidrange(taxable, params.midrangeBelow.value);
      const row = findBracket(params.brackets.value, looked);
      return {
        label: () =>
          `Annual gross tax: ${formatPercent(row.rate)} of ${formatUsd(looked)}${looked === taxable ? '' : ' (midpoint of its $100 range)'} less ${formatUsd(row.adjustment)}`,
        amount: Math.max(0, multiplyRate(looked, row.rate) - row.adjustment),
        citation: params.brackets.citation,
      };
    },
    credits: [
      buildCountStep(
        'personal-tax-credit',
        'Personal tax credits',
        certificate.exemptions,
        params.personalTaxCredit,
      ),
    ],
    // Step 3 rounds the annual gross tax; the credits are whole dollars, so rounding after them is the same.
    rounding: 'whole-dollar-annual',
  }),
});
