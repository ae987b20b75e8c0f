import type { Cents } from '@paylab/shared/money';

import { defineParameter, usd } from '../../../parameter';
import { bracket, type MarginalBracket } from '../../../schedules';

/** Return filing statuses of the 2025 rate schedules PayLab displays (married filing separately shares single's brackets up to 35%). */
export type RateScheduleStatus = 'single' | 'married-joint' | 'head-of-household';

/**
 * The statutory 2025 brackets. Withholding never uses them directly (Pub 15-T's tables already
 * fold them in); the Dashboard and Compliance Center display them, and a test re-derives every
 * Pub 15-T row from them.
 */
export const INCOME_TAX_BRACKETS = defineParameter<
  Readonly<Record<RateScheduleStatus, readonly MarginalBracket[]>>
>(
  'us.irs.income-tax.brackets',
  '2025 income tax rate schedules, IRC section 1(j) as adjusted for inflation',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'rate-schedule/year',
      citation: 'Rev. Proc. 2024-40, section 3, 2025 tax rate tables',
      value: {
        single: [
          bracket('10', 11_925),
          bracket('12', 48_475),
          bracket('22', 103_350),
          bracket('24', 197_300),
          bracket('32', 250_525),
          bracket('35', 626_350),
          bracket('37', null),
        ],
        'married-joint': [
          bracket('10', 23_850),
          bracket('12', 96_950),
          bracket('22', 206_700),
          bracket('24', 394_600),
          bracket('32', 501_050),
          bracket('35', 751_600),
          bracket('37', null),
        ],
        'head-of-household': [
          bracket('10', 17_000),
          bracket('12', 64_850),
          bracket('22', 103_350),
          bracket('24', 197_300),
          bracket('32', 250_500),
          bracket('35', 626_350),
          bracket('37', null),
        ],
      },
    },
  ],
);

export const STANDARD_DEDUCTION = defineParameter<Readonly<Record<RateScheduleStatus, Cents>>>(
  'us.irs.income-tax.standard-deduction',
  '2025 basic standard deduction as published before the tax year (the basis of the 2025 Pub 15-T tables)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation:
        'Rev. Proc. 2024-40, section 3, 2025 standard deduction: $15,000 single and married filing separately, $30,000 married filing jointly, $22,500 head of household. P.L. 119-21 (July 2025) later raised the return amounts to 15,750 / 31,500 / 23,625, but the 2025 withholding tables were not reissued',
      value: {
        single: usd(15_000),
        'married-joint': usd(30_000),
        'head-of-household': usd(22_500),
      },
    },
  ],
);
