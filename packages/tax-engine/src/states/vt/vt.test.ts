import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type FilingStatus, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { VT_RULE } from './rule';

interface VtCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  federalFilingStatus?: FilingStatus;
  federalAllowances?: number;
  federalExtraWithholding?: number;
  certificate?: Partial<typeof VT_RULE.certificate.defaults>;
  expected: number;
}

/*
 * Worked by hand from the 2025 Vermont percentage method: annual wages less $5,300 per allowance;
 * single table 0% to $3,825, 3.35% over $3,825, $1,654.90 + 6.6% over $53,225, $6,294.70 + 7.6%
 * over $123,525, $16,174.70 + 8.75% over $253,525; married table 0% to $11,475, 3.35% over
 * $11,475, $2,763.75 + 6.6% over $93,975, ...; rounded to the cent, divided per period to the cent.
 * Bonuses: 30% of the federal 22% withholding on them. Amounts in cents.
 */
const CASES: VtCase[] = [
  {
    // 52,000 - 5,300 = 46,700: 3.35% x 42,875 = 1,436.3125 -> 1,436.31 / 26 = 55.2427 -> 55.24
    name: 'bi-weekly single, 1 allowance',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    certificate: { status: 'single', allowances: 1 },
    expected: 5_524,
  },
  {
    // 78,000 - 10,600 = 67,400: 3.35% x 55,925 = 1,873.4875 -> 1,873.49 / 52 = 36.0287 -> 36.03
    name: 'weekly married, 2 allowances',
    payFrequency: 'weekly',
    wages: 150_000,
    certificate: { status: 'married', allowances: 2 },
    expected: 3_603,
  },
  {
    // 67,400 on the single table: 1,654.90 + 6.6% x 14,175 = 2,590.45 / 52 = 49.8163 -> 49.82
    name: 'married, withhold at the higher single rate',
    payFrequency: 'weekly',
    wages: 150_000,
    certificate: { status: 'married-withhold-single', allowances: 2 },
    expected: 4_982,
  },
  {
    // 300,000: 16,174.70 + 8.75% x 46,475 = 20,241.2625 -> 20,241.26 / 12 = 1,686.7717 -> 1,686.77
    name: 'monthly single, top bracket',
    payFrequency: 'monthly',
    wages: 2_500_000,
    certificate: { status: 'single' },
    expected: 168_677,
  },
  {
    // 3,600 - 5,300 -> 0
    name: 'semi-monthly, low wages',
    payFrequency: 'semi-monthly',
    wages: 15_000,
    certificate: { status: 'single', allowances: 1 },
    expected: 0,
  },
  {
    // No W-4VT: federal married filing jointly -> married table, 0 allowances.
    // 72,000: 3.35% x 60,525 = 2,027.5875 -> 2,027.59 / 24 = 84.4829 -> 84.48
    // plus 30% of the federal extra $20.00 = 6.00 -> 90.48
    name: 'no W-4VT: federal status and 30% of the federal extra amount',
    payFrequency: 'semi-monthly',
    wages: 300_000,
    federalFilingStatus: 'married-joint',
    federalExtraWithholding: 2_000,
    expected: 9_048,
  },
  {
    // No W-4VT, pre-2020 federal W-4 head of household with 2 allowances: single table.
    // 41,600 - 10,600 = 31,000: 3.35% x 27,175 = 910.3625 -> 910.36 / 52 = 17.5069 -> 17.51
    name: 'no W-4VT: head of household on an old federal W-4',
    payFrequency: 'weekly',
    wages: 80_000,
    federalFilingStatus: 'head-of-household',
    federalAllowances: 2,
    expected: 1_751,
  },
  {
    // 55.24 (first case) + 30% x (22% x 1,000 = 220.00) = 66.00 -> 121.24
    name: 'bi-weekly with a bonus: 30% of the federal flat withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { status: 'single', allowances: 1 },
    expected: 12_124,
  },
  {
    // 55.24 + 15.00 additional from the W-4VT
    name: 'additional withholding from the W-4VT',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    certificate: { status: 'single', allowances: 1, additionalWithholding: 1_500 },
    expected: 7_024,
  },
];

describe('Vermont withholding', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(VT_RULE, {
      payDate: '2025-10-10',
      payFrequency: testCase.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[testCase.payFrequency],
      wages: testCase.wages,
      supplementalWages: testCase.supplementalWages ?? 0,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: testCase.federalFilingStatus ?? 'single',
      // A pre-2020 federal W-4 carries allowances and no 2020+ amounts.
      federalW4:
        testCase.federalAllowances === undefined
          ? {
              step2Checkbox: false,
              dependentsAmount: 0,
              otherIncome: 0,
              deductions: 0,
              extraWithholding: testCase.federalExtraWithholding ?? 0,
            }
          : undefined,
      federalAllowances: testCase.federalAllowances ?? 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: testCase.certificate,
    });
    expect(lines).toEqual([{ programId: 'vt-income-tax', amount: testCase.expected }]);
  });
});
