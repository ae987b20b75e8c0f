import { defineParameter, usd } from '../../parameters/parameter';
import { bracket } from '../../parameters/schedules';

const FR230 = 'FR-230, District of Columbia Income Tax Withholding Instructions and Tables (2025)';

export const DC_PARAMETERS = {
  allowance: defineParameter(
    'us.states.dc.allowance',
    'Annual amount subtracted for each D-4 withholding allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FR230}, formula step 1; D-4 worksheet line m: $4,150 per allowance`,
        value: usd(4_150),
      },
    ],
  ),
  brackets: defineParameter(
    'us.states.dc.brackets',
    'Tax rates on annual wages after allowances, one schedule for every filing status',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'rate-schedule/year',
        citation: `${FR230}, tax table; D.C. Code § 47-1806.03(a)(10): 4% to $10,000, 6% to $40,000, 6.5% to $60,000, 8.5% to $250,000, 9.25% to $500,000, 9.75% to $1,000,000, 10.75% above`,
        value: [
          bracket('4', 10_000),
          bracket('6', 40_000),
          bracket('6.5', 60_000),
          bracket('8.5', 250_000),
          bracket('9.25', 500_000),
          bracket('9.75', 1_000_000),
          bracket('10.75', null),
        ],
      },
    ],
  ),
} as const;
