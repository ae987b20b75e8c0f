import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type FilingStatus, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { UT_RULE } from './rule';

interface UtCase {
  name: string;
  payDate: string;
  payFrequency: PayFrequency;
  federalFilingStatus: FilingStatus;
  wages: number;
  supplementalWages?: number;
  expected: number;
}

/*
 * Worked by hand from Publication 14, Utah Schedule 7 (annual), applied to annualised wages:
 * line 2 = wages x rate; line 6 = base allowance - 1.3% x (wages - exempt wages), not below 0;
 * withholding = line 2 - line 6, not below 0, divided per period and rounded to whole dollars.
 * Before 1 June 2025: 4.55%, $440 / $880, $8,826 / $17,652 (single / married);
 * from 1 June 2025: 4.5%, $450 / $900, $9,107 / $18,213. Amounts in cents.
 */
const CASES: UtCase[] = [
  {
    // 52,000 x 4.55% = 2,366.00; 1.3% x (52,000 - 8,826) = 561.26 > 440 -> allowance 0
    // 2,366.00 / 26 = 91.00 -> $91
    name: 'bi-weekly single, allowance fully phased out',
    payDate: '2025-03-14',
    payFrequency: 'bi-weekly',
    federalFilingStatus: 'single',
    wages: 200_000,
    expected: 9_100,
  },
  {
    // 13,000 x 4.55% = 591.50; 1.3% x 4,174 = 54.26; allowance 440 - 54.26 = 385.74
    // 591.50 - 385.74 = 205.76 / 26 = 7.91 -> $8
    name: 'bi-weekly single, partial allowance, last pay date before the change',
    payDate: '2025-05-30',
    payFrequency: 'bi-weekly',
    federalFilingStatus: 'single',
    wages: 50_000,
    expected: 800,
  },
  {
    // 13,000 x 4.5% = 585.00; 1.3% x (13,000 - 9,107) = 50.61; allowance 450 - 50.61 = 399.39
    // 585.00 - 399.39 = 185.61 / 26 = 7.14 -> $7
    name: 'the same pay on 1 June 2025 uses the new values',
    payDate: '2025-06-01',
    payFrequency: 'bi-weekly',
    federalFilingStatus: 'single',
    wages: 50_000,
    expected: 700,
  },
  {
    // 30,000 x 4.5% = 1,350.00; 1.3% x (30,000 - 18,213) = 153.23; allowance 900 - 153.23 = 746.77
    // 603.23 / 12 = 50.27 -> $50
    name: 'monthly married filing jointly',
    payDate: '2025-07-31',
    payFrequency: 'monthly',
    federalFilingStatus: 'married-joint',
    wages: 250_000,
    expected: 5_000,
  },
  {
    // 7,800 x 4.5% = 351.00 < allowance 900 -> 0
    name: 'weekly married, low wages: the allowance covers the tax',
    payDate: '2025-07-03',
    payFrequency: 'weekly',
    federalFilingStatus: 'married-joint',
    wages: 15_000,
    expected: 0,
  },
  {
    // Head of household uses the single schedule. 36,400 x 4.5% = 1,638.00
    // 1.3% x 27,293 = 354.81; allowance 95.19; 1,542.81 / 52 = 29.67 -> $30
    name: 'weekly head of household uses the single schedule',
    payDate: '2025-07-03',
    payFrequency: 'weekly',
    federalFilingStatus: 'head-of-household',
    wages: 70_000,
    expected: 3_000,
  },
  {
    // Married filing separately: single schedule, same figures as the first case -> $91
    name: 'married filing separately uses the single schedule',
    payDate: '2025-03-14',
    payFrequency: 'bi-weekly',
    federalFilingStatus: 'married-separate',
    wages: 200_000,
    expected: 9_100,
  },
  {
    // (2,000 + 1,100) x 26 = 80,600 x 4.55% = 3,667.30; allowance 0; / 26 = 141.05 -> $141
    name: 'bi-weekly with a bonus added to the period',
    payDate: '2025-03-14',
    payFrequency: 'bi-weekly',
    federalFilingStatus: 'single',
    wages: 200_000,
    supplementalWages: 110_000,
    expected: 14_100,
  },
];

describe('Utah withholding', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(UT_RULE, {
      payDate: testCase.payDate,
      payFrequency: testCase.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[testCase.payFrequency],
      wages: testCase.wages,
      supplementalWages: testCase.supplementalWages ?? 0,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: testCase.federalFilingStatus,
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
    });
    expect(lines).toEqual([{ programId: 'ut-income-tax', amount: testCase.expected }]);
  });
});
