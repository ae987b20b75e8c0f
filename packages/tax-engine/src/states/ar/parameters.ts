import type { Cents, RatePpm } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';

/** One row of the formula's tax brackets: from `atLeast`, tax is `rate` of net taxable income less `adjustment`. */
export interface ArBracketRow {
  readonly atLeast: Cents;
  readonly rate: RatePpm;
  readonly adjustment: Cents;
}

const FORMULA = 'Arkansas DFA Withholding Tax Formula (effective 1 January 2025)';

function row(atLeast: number, ratePercent: string, adjustment: string): ArBracketRow {
  return { atLeast: usd(atLeast), rate: percent(ratePercent), adjustment: usd(adjustment) };
}

/**
 * Above $92,300 the formula lists a row for every $100 whose adjustment falls by $10, so that the
 * lower brackets' benefit phases out; it ends at $87.40.
 */
function buildPhaseOutRows(): ArBracketRow[] {
  const rows: ArBracketRow[] = [];
  for (let index = 0; index < 32; index += 1) {
    rows.push({
      atLeast: usd(92_301 + 100 * index),
      rate: percent('3.9'),
      adjustment: usd('397.40') - usd(10 * index),
    });
  }
  return rows;
}

export const AR_PARAMETERS = {
  standardDeduction: defineParameter(
    'us.states.ar.standard-deduction',
    'Standard deduction subtracted from annual gross pay',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 2`,
        value: usd(2_410),
      },
    ],
  ),
  midrangeBelow: defineParameter(
    'us.states.ar.midrange-below',
    'Net taxable income below this is looked up at the $50 midpoint of its $100 range',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 2`,
        value: usd(100_001),
      },
    ],
  ),
  brackets: defineParameter<readonly ArBracketRow[]>(
    'us.states.ar.brackets',
    'Tax brackets: percentage of net taxable income less an adjustment',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'rate-schedule/year',
        citation: `${FORMULA}, step 3 tax brackets`,
        value: [
          row(0, '0', '0'),
          row(5_500, '2', '109.98'),
          row(10_900, '3', '218.97'),
          row(15_600, '3.4', '281.37'),
          row(25_700, '3.9', '409.86'),
          ...buildPhaseOutRows(),
        ],
      },
    ],
  ),
  personalTaxCredit: defineParameter(
    'us.states.ar.personal-tax-credit',
    'Annual personal tax credit per exemption claimed on Form AR4EC',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 4: $29 per exemption`,
        value: usd(29),
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.ar.supplemental-rate',
    'Rate on bonuses and other irregular wage payments',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: 'Arkansas DFA Withholding Tax Employer Instructions, p. 4: 3.9%',
        value: percent('3.9'),
      },
    ],
  ),
} as const;
