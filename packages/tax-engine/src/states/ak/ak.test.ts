import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { AK_RULE } from './rule';

interface AkCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  expected: number;
}

/*
 * Worked by hand: 0.50% of wages up to $51,700 a year, rounded on the year to date (0.5% of
 * taxable wages to date less 0.5% of earlier taxable wages, each rounded). Amounts in cents.
 */
const CASES: AkCase[] = [
  {
    // 0.5% x 1,000 = 5.00
    name: 'weekly',
    payFrequency: 'weekly',
    wages: 100_000,
    expected: 500,
  },
  {
    // 0.5% x (2,000.25 + 500) = 12.50125 -> 12.50
    name: 'bi-weekly with a bonus',
    payFrequency: 'bi-weekly',
    wages: 200_025,
    supplementalWages: 50_000,
    expected: 1_250,
  },
  {
    // Crosses $51,700: 0.5% x 51,700 = 258.50 less 0.5% x 50,000 = 250.00 -> 8.50 (on 1,700)
    name: 'monthly, wage base crossed',
    payFrequency: 'monthly',
    wages: 500_000,
    wagesBefore: 5_000_000,
    expected: 850,
  },
  {
    name: 'semi-monthly above the wage base',
    payFrequency: 'semi-monthly',
    wages: 400_000,
    wagesBefore: 6_000_000,
    expected: 0,
  },
];

describe('Alaska unemployment insurance, employee share', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(AK_RULE, {
      payDate: '2025-08-15',
      payFrequency: testCase.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[testCase.payFrequency],
      wages: testCase.wages,
      supplementalWages: testCase.supplementalWages ?? 0,
      wagesBefore: testCase.wagesBefore ?? 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
    });
    expect(lines).toEqual([{ programId: 'ak-ui', amount: testCase.expected }]);
  });

  test('no income tax program', () => {
    expect(AK_RULE.hasWageIncomeTax).toBe(false);
    expect(AK_RULE.programs.map((program) => program.kind)).toEqual(['unemployment']);
  });
});
