import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { MI_RULE } from './rule';

interface MiCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: { exemptions?: number; extraWithholding?: number; isExempt?: boolean };
  incomeTax: number;
}

// Form 446 (2025): (wages - exemptions x $5,800 / periods) x 4.25%, to the cent; supplemental 4.25%.
const CASES: MiCase[] = [
  {
    // no MI-W4: 0 exemptions; 4.25% x 1,000 = 42.50
    name: 'weekly, no certificate',
    payFrequency: 'weekly',
    wages: 100_000,
    incomeTax: 4_250,
  },
  {
    // 2 x 5,800 / 26 = 446.15; 2,000 - 446.15 = 1,553.85; x 4.25% = 66.0386 -> 66.04
    name: 'bi-weekly, 2 exemptions',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    certificate: { exemptions: 2 },
    incomeTax: 6_604,
  },
  {
    // 5,800 / 24 = 241.67; 1,500 - 241.67 = 1,258.33; x 4.25% = 53.479 -> 53.48
    name: 'semi-monthly, 1 exemption',
    payFrequency: 'semi-monthly',
    wages: 150_000,
    certificate: { exemptions: 1 },
    incomeTax: 5_348,
  },
  {
    // 4 x 5,800 / 12 = 1,933.33; 3,000 - 1,933.33 = 1,066.67; x 4.25% = 45.333 -> 45.33
    name: 'monthly, 4 exemptions',
    payFrequency: 'monthly',
    wages: 300_000,
    certificate: { exemptions: 4 },
    incomeTax: 4_533,
  },
  {
    // 3 x 5,800 / 52 = 334.62 > 300: nothing taxable
    name: 'weekly, exemptions above the wages',
    payFrequency: 'weekly',
    wages: 30_000,
    certificate: { exemptions: 3 },
    incomeTax: 0,
  },
  {
    // 4.25% x 50,000 = 2,125.00
    name: 'monthly, high wages, no exemptions',
    payFrequency: 'monthly',
    wages: 5_000_000,
    incomeTax: 212_500,
  },
  {
    // 5,800 / 26 = 223.08; 2,000 - 223.08 = 1,776.92 x 4.25% = 75.519 -> 75.52;
    // bonus 4.25% x 5,000 = 212.50; line 7 5.00; total 293.02
    name: 'bi-weekly with a bonus and extra withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 500_000,
    certificate: { exemptions: 1, extraWithholding: 500 },
    incomeTax: 29_302,
  },
  {
    name: 'exempt on line 8',
    payFrequency: 'weekly',
    wages: 100_000,
    certificate: { isExempt: true },
    incomeTax: 0,
  },
];

describe('Michigan withholding, Form 446 (2025)', () => {
  test.each(CASES)('$name', (row) => {
    const lines = runStateRule(MI_RULE, {
      payDate: '2025-06-13',
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
    expect(lines).toEqual([{ programId: 'mi-income-tax', amount: row.incomeTax }]);
  });
});
