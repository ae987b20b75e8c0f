import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { NY_RULE, type NyCertificate } from './rule';

interface Case {
  name: string;
  frequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  linesBefore?: Record<string, number>;
  certificate: Partial<NyCertificate>;
  incomeTax: number;
  dbl: number;
  pfl: number;
}

/*
 * The rule on its own, its IT-2104 given as a certificate. Worked by hand from NYS-50-T-NYS (1/23)
 * Method II (state-2025 notes 2.3-2.4): annual wages less the Table A deduction allowance (7,400
 * single, 7,950 married) and 1,000 per allowance, annual Table II, divided by the periods and
 * rounded half up once; bonuses 11.70%. DBL 0.5% capped per period (12 NYCRR 362.2: weekly 0.60,
 * bi-weekly 1.20, semi-monthly 1.30, monthly 2.60). PFL 0.388% up to 354.53 a year. The same
 * figures as test/cases/new-york.test.ts, which reaches the rule through calculatePaycheck.
 */
const CASES: Case[] = [
  {
    // 3,000 x 26 = 78,000; net 78,000 - 7,400 - 1,000 = 69,600; single over 13,900: 600 + 55,700 x 5.5% = 3,663.50
    // / 26 = 140.9038 -> 140.90. DBL 0.5% x 3,000 = 15.00 > bi-weekly cap 1.20. PFL 0.388% x 3,000 = 11.64
    name: 'single, bi-weekly, 1 allowance, DBL cap binds',
    frequency: 'bi-weekly',
    wages: 300_000,
    certificate: { allowances: 1 },
    incomeTax: 14_090,
    dbl: 120,
    pfl: 1_164,
  },
  {
    // 10,000 x 12 = 120,000; net 120,000 - 7,950 - 2,000 = 110,050; married over 107,650: 5,963 + 2,400 x 7.17% = 6,135.08
    // / 12 = 511.2567 -> 511.26. DBL monthly cap 2.60. PFL 0.388% x 10,000 = 38.80
    name: 'married, monthly, 2 allowances',
    frequency: 'monthly',
    wages: 1_000_000,
    certificate: { filingStatus: 'married', allowances: 2 },
    incomeTax: 51_126,
    dbl: 260,
    pfl: 3_880,
  },
  {
    // No certificate: single, 0. 100 x 52 = 5,200 < 7,400: 0. DBL 0.50 < 0.60. PFL 0.388 -> 0.39
    name: 'no certificate on file, low weekly wages',
    frequency: 'weekly',
    wages: 10_000,
    certificate: {},
    incomeTax: 0,
    dbl: 50,
    pfl: 39,
  },
  {
    // 2,000 x 24 = 48,000; net 40,600; 600 + 26,700 x 5.5% = 2,068.50 / 24 = 86.1875 -> 86.19.
    // DBL 10.00 > semi-monthly cap 1.30. PFL 7.76
    name: 'single, semi-monthly',
    frequency: 'semi-monthly',
    wages: 200_000,
    certificate: {},
    incomeTax: 8_619,
    dbl: 130,
    pfl: 776,
  },
  {
    // Regular 140.90 (first case) + 11.70% x 2,000 = 234.00 -> 374.90. PFL 0.388% x 5,000 = 19.40
    name: 'bonus at the 11.70% supplemental rate',
    frequency: 'bi-weekly',
    wages: 300_000,
    supplementalWages: 200_000,
    certificate: { allowances: 1 },
    incomeTax: 37_490,
    dbl: 120,
    pfl: 1_940,
  },
  {
    // 350.00 withheld earlier: 0.388% x 5,000 = 19.40 is limited to 354.53 - 350.00 = 4.53
    // Income tax: 5,000 x 26 = 130,000 - 7,400 = 122,600; single over 107,650: 6,014 + 14,950 x 7.64%
    // = 7,156.18 / 26 = 275.2377 -> 275.24
    name: 'PFL annual maximum reached, from the lines withheld before',
    frequency: 'bi-weekly',
    wages: 500_000,
    wagesBefore: 9_000_000,
    linesBefore: { 'ny-income-tax': 0, 'ny-dbl': 0, 'ny-pfl': 35_000 },
    certificate: {},
    incomeTax: 27_524,
    dbl: 120,
    pfl: 453,
  },
  {
    // 100,000 x 12 = 1,200,000; net 1,192,600 is over 1,077,550: 10.45% of the entire net wages = 124,626.70
    // / 12 = 10,385.5583 -> 10,385.56. PFL estimated before: 0; 0.388% x 100,000 = 388.00 > 354.53 -> 354.53
    name: 'top rows tax the entire net wages; PFL capped in one check',
    frequency: 'monthly',
    wages: 10_000_000,
    certificate: {},
    incomeTax: 1_038_556,
    dbl: 260,
    pfl: 35_453,
  },
];

describe('New York rule (NYS-50-T-NYS Method II, DBL, PFL), IT-2104 as a certificate', () => {
  test.each(CASES)('$name', (c) => {
    const lines = runStateRule(NY_RULE, {
      payDate: '2025-06-13',
      payFrequency: c.frequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[c.frequency],
      wages: c.wages,
      supplementalWages: c.supplementalWages ?? 0,
      wagesBefore: c.wagesBefore ?? 0,
      linesBefore: c.linesBefore ?? {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: c.certificate,
    });
    expect(lines).toEqual([
      { programId: 'ny-income-tax', amount: c.incomeTax },
      { programId: 'ny-dbl', amount: c.dbl },
      { programId: 'ny-pfl', amount: c.pfl },
    ]);
  });
});
