import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { MA_RULE } from './rule';

interface MaCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  ficaTax: number;
  supplementalWages?: number;
  wagesBefore?: number;
  certificate?: {
    exemptions?: number;
    isHeadOfHousehold?: boolean;
    isBlind?: boolean;
    isFullTimeStudent?: boolean;
    extraWithholding?: number;
  };
  incomeTax: number;
  pfml: number;
}

// Circular M (2025), percentage method, per period: wages - FICA (until $2,000 a year; earlier
// FICA estimated as 7.65% of earlier wages) - (3,400 + 1,000 x exemptions) / periods; x 5%, plus 4%
// above 1,083,150 / periods; less 120 / periods (head of household) and 110 / periods per blind
// person. PFML: 0.46% of wages up to $176,100.
const CASES: MaCase[] = [
  {
    // 1,000 - 76.50 = 923.50 x 5% = 46.175 -> 46.18. PFML 0.46% x 1,000 = 4.60
    name: 'weekly, no certificate',
    payFrequency: 'weekly',
    wages: 100_000,
    ficaTax: 7_650,
    incomeTax: 4_618,
    pfml: 460,
  },
  {
    // exemption 4,400 / 26 = 169.23; 2,000 - 153.00 - 169.23 = 1,677.77 x 5% = 83.889 -> 83.89. PFML 9.20
    name: 'bi-weekly, 1 exemption',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    ficaTax: 15_300,
    certificate: { exemptions: 1 },
    incomeTax: 8_389,
    pfml: 920,
  },
  {
    // exemption 7,400 / 24 = 308.33; 3,000 - 229.50 - 308.33 = 2,462.17 x 5% = 123.11;
    // head of household 120 / 24 = 5.00; 118.11. PFML 13.80
    name: 'semi-monthly, 4 exemptions, head of household',
    payFrequency: 'semi-monthly',
    wages: 300_000,
    ficaTax: 22_950,
    certificate: { exemptions: 4, isHeadOfHousehold: true },
    incomeTax: 11_811,
    pfml: 1_380,
  },
  {
    // FICA before 7.65% x 30,000 = 2,295 > 2,000: no FICA subtracted; exemption 5,400 / 12 = 450;
    // 4,550 x 5% = 227.50; blind 110 / 12 = 9.17; 218.33. PFML 23.00
    name: 'monthly, 2 exemptions, blind, FICA cap already reached',
    payFrequency: 'monthly',
    wages: 500_000,
    ficaTax: 38_250,
    wagesBefore: 3_000_000,
    certificate: { exemptions: 2, isBlind: true },
    incomeTax: 21_833,
    pfml: 2_300,
  },
  {
    // FICA before 7.65% x 25,500 = 1,950.75; 49.25 left of the 2,000; 1,000 - 49.25 = 950.75 x 5% = 47.54
    name: 'weekly, the FICA cap reached this paycheck',
    payFrequency: 'weekly',
    wages: 100_000,
    ficaTax: 7_650,
    wagesBefore: 2_550_000,
    incomeTax: 4_754,
    pfml: 460,
  },
  {
    // 150 x 52 = 7,800, not above 8,000, with an exemption claimed: nothing. PFML 0.69
    name: 'weekly, low income with an exemption',
    payFrequency: 'weekly',
    wages: 15_000,
    ficaTax: 1_148,
    certificate: { exemptions: 1 },
    incomeTax: 0,
    pfml: 69,
  },
  {
    name: 'weekly, full-time student (box D)',
    payFrequency: 'weekly',
    wages: 100_000,
    ficaTax: 7_650,
    certificate: { isFullTimeStudent: true },
    incomeTax: 0,
    pfml: 460,
  },
  {
    // no FICA left; 100,000 x 5% = 5,000; surtax 4% x (100,000 - 1,083,150 / 12 = 90,262.50) = 389.50
    name: 'monthly, above the surtax threshold for the period',
    payFrequency: 'monthly',
    wages: 10_000_000,
    ficaTax: 145_000,
    wagesBefore: 30_000_000,
    incomeTax: 538_950,
    pfml: 0,
  },
  {
    // FICA on regular wages 229.50 x 2,000 / 3,000 = 153.00: as the 1-exemption case, 83.89;
    // bonus 5% x 1,000 = 50.00; line 5 5.00; 138.89. PFML 0.46% x 3,000 = 13.80
    name: 'bi-weekly with a bonus and extra withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    ficaTax: 22_950,
    supplementalWages: 100_000,
    certificate: { exemptions: 1, extraWithholding: 500 },
    incomeTax: 13_889,
    pfml: 1_380,
  },
  {
    // 10,000 x 5% = 500.00 (FICA cap long reached);
    // PFML crosses the base: 0.46% x 176,100 - 0.46% x 170,000 = 810.06 - 782.00 = 28.06
    name: 'monthly, PFML wage base crossed this paycheck',
    payFrequency: 'monthly',
    wages: 1_000_000,
    ficaTax: 76_500,
    wagesBefore: 17_000_000,
    incomeTax: 50_000,
    pfml: 2_806,
  },
  {
    // regular 1,000 x 5% = 50.00; bonus: 1,083,150 - 1,081,000 = 2,150 at 5% = 107.50,
    // 7,850 at 9% = 706.50; 864.00 in all
    name: 'weekly bonus taking the year past the surtax threshold',
    payFrequency: 'weekly',
    wages: 100_000,
    ficaTax: 7_650,
    supplementalWages: 1_000_000,
    wagesBefore: 108_000_000,
    incomeTax: 86_400,
    pfml: 0,
  },
];

describe('Massachusetts withholding, Circular M (2025), and PFML', () => {
  test.each(CASES)('$name', (row) => {
    const lines = runStateRule(MA_RULE, {
      payDate: '2025-07-11',
      payFrequency: row.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[row.payFrequency],
      wages: row.wages,
      supplementalWages: row.supplementalWages ?? 0,
      wagesBefore: row.wagesBefore ?? 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: row.ficaTax,
      certificate: row.certificate,
    });
    expect(lines).toEqual([
      { programId: 'ma-income-tax', amount: row.incomeTax },
      { programId: 'ma-pfml', amount: row.pfml },
    ]);
  });
});
