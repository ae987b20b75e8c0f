/*
 * 2026 values: Rev. Proc. 2025-32 was not read from the IRS PDF itself. Its section 4.01 brackets and
 * section 4.14(1) standard deductions agree across independent public transcriptions, the IRS 2026
 * inflation-adjustment news release as reported, and the 2026 Form W-4 Deductions Worksheet (line 9:
 * $768,700 / $640,600 / $384,350; line 11: $32,200 / $24,150 / $16,100).
 */
import type { Cents } from '@paylab/shared/money';

import { defineParameter, usd } from '../../../parameter';
import { bracket, type MarginalBracket } from '../../../schedules';

/** Return filing statuses of the rate schedules PayLab displays (married filing separately shares single's brackets up to 35%). */
export type RateScheduleStatus = 'single' | 'married-joint' | 'head-of-household';

/**
 * The statutory brackets of each tax year. Withholding never uses them directly (Pub 15-T's tables already
 * fold them in); the Dashboard and Compliance Center display them, and a test re-derives every
 * Pub 15-T row from them.
 */
export const INCOME_TAX_BRACKETS = defineParameter<
  Readonly<Record<RateScheduleStatus, readonly MarginalBracket[]>>
>(
  'us.irs.income-tax.brackets',
  'Income tax rate schedules, IRC section 1(j) as adjusted for inflation each year',
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
    {
      effectiveFrom: '2026-01-01',
      unit: 'rate-schedule/year',
      citation: 'Rev. Proc. 2025-32, section 4.01, 2026 tax rate tables',
      value: {
        single: [
          bracket('10', 12_400),
          bracket('12', 50_400),
          bracket('22', 105_700),
          bracket('24', 201_775),
          bracket('32', 256_225),
          bracket('35', 640_600),
          bracket('37', null),
        ],
        'married-joint': [
          bracket('10', 24_800),
          bracket('12', 100_800),
          bracket('22', 211_400),
          bracket('24', 403_550),
          bracket('32', 512_450),
          bracket('35', 768_700),
          bracket('37', null),
        ],
        'head-of-household': [
          bracket('10', 17_700),
          bracket('12', 67_450),
          bracket('22', 105_700),
          bracket('24', 201_750),
          bracket('32', 256_200),
          bracket('35', 640_600),
          bracket('37', null),
        ],
      },
    },
  ],
);

export const STANDARD_DEDUCTION = defineParameter<Readonly<Record<RateScheduleStatus, Cents>>>(
  'us.irs.income-tax.standard-deduction',
  "Basic standard deduction as published before the tax year (the basis of that year's Pub 15-T tables)",
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
    {
      effectiveFrom: '2026-01-01',
      unit: 'cents/year',
      citation:
        'Rev. Proc. 2025-32, section 4.14(1), 2026 standard deduction: $16,100 single and married filing separately, $32,200 married filing jointly, $24,150 head of household',
      value: {
        single: usd(16_100),
        'married-joint': usd(32_200),
        'head-of-household': usd(24_150),
      },
    },
  ],
);
