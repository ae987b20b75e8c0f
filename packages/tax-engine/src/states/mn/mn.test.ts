import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { MN_RULE } from './rule';

interface MnCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: { filingStatus?: string; allowances?: number; extraWithholding?: number };
  incomeTax: number;
}

// 2025 Minnesota Withholding Tax Instructions and Tables, computer formula: annual wages -
// allowances x $5,200; annual table by status; / periods. Supplemental wages 6.25%.
const CASES: MnCase[] = [
  {
    // 1,000 x 52 = 52,000; 1,742.50 + 6.80% x (52,000 - 37,120) = 2,754.34; / 52 = 52.968 -> 52.97
    name: 'weekly, single, no certificate',
    payFrequency: 'weekly',
    wages: 100_000,
    incomeTax: 5_297,
  },
  {
    // 3,000 x 26 = 78,000 - 3 x 5,200 = 62,400; 2,547.67 + 6.80% x 480 = 2,580.31; / 26 = 99.242 -> 99.24
    name: 'bi-weekly, married, 3 allowances',
    payFrequency: 'bi-weekly',
    wages: 300_000,
    certificate: { filingStatus: 'married', allowances: 3 },
    incomeTax: 9_924,
  },
  {
    // 2,000 x 24 = 48,000 - 10,400 = 37,600; 1,742.50 + 6.80% x 480 = 1,775.14; / 24 = 73.964 -> 73.96
    name: 'semi-monthly, single, 2 allowances',
    payFrequency: 'semi-monthly',
    wages: 200_000,
    certificate: { allowances: 2 },
    incomeTax: 7_396,
  },
  {
    // 6,000 x 12 = 72,000 - 5,200 = 66,800 on the single table; 1,742.50 + 6.80% x 29,680 = 3,760.74;
    // / 12 = 313.395 -> 313.40
    name: 'monthly, married withholding at the single rate, 1 allowance',
    payFrequency: 'monthly',
    wages: 600_000,
    certificate: { filingStatus: 'married-single-rate', allowances: 1 },
    incomeTax: 31_340,
  },
  {
    // 80 x 52 = 4,160, inside the single zero band (4,550): nothing
    name: 'weekly, single, inside the zero band',
    payFrequency: 'weekly',
    wages: 8_000,
    incomeTax: 0,
  },
  {
    // 100 x 52 = 5,200; 5.35% x 650 = 34.775 -> 34.78; / 52 = 0.669 -> 0.67
    name: 'weekly, single, just above the zero band',
    payFrequency: 'weekly',
    wages: 10_000,
    incomeTax: 67,
  },
  {
    // 25,000 x 12 = 300,000; 13,996.80 + 9.85% x 96,820 = 23,533.57; / 12 = 1,961.13
    name: 'monthly, single, top bracket',
    payFrequency: 'monthly',
    wages: 2_500_000,
    incomeTax: 196_113,
  },
  {
    // 8,000 x 52 = 416,000 - 10,400 = 405,600; 23,260.31 + 9.85% x 60,890 = 29,257.975 -> 29,257.98;
    // / 52 = 562.653 -> 562.65
    name: 'weekly, married, 2 allowances, top bracket',
    payFrequency: 'weekly',
    wages: 800_000,
    certificate: { filingStatus: 'married', allowances: 2 },
    incomeTax: 56_265,
  },
  {
    // 2,000 x 26 = 52,000: 2,754.34 / 26 = 105.936 -> 105.94; bonus 6.25% x 1,000 = 62.50; extra 20.00;
    // total 188.44
    name: 'bi-weekly with a bonus and extra withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { extraWithholding: 2_000 },
    incomeTax: 18_844,
  },
];

describe('Minnesota withholding, 2025 computer formula', () => {
  test.each(CASES)('$name', (row) => {
    const lines = runStateRule(MN_RULE, {
      payDate: '2025-08-15',
      payFrequency: row.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[row.payFrequency],
      wages: row.wages,
      supplementalWages: row.supplementalWages ?? 0,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: row.certificate,
    });
    expect(lines).toEqual([{ programId: 'mn-income-tax', amount: row.incomeTax }]);
  });
});
