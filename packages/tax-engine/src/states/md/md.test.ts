import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { MD_RULE } from './rule';

interface MdCase {
  name: string;
  payFrequency: PayFrequency;
  payDate: string;
  wages: number;
  supplementalWages?: number;
  certificate?: {
    filingStatus?: string;
    exemptions?: number;
    county?: string;
    extraWithholding?: number;
  };
  stateTax: number;
  localTax: number;
}

// Maryland Employer Withholding Guide (January 2025) and the revised formula from July 2025:
// annual wages - standard deduction (until June: 15% within 1,800 to 2,700; from July: 3,350) -
// 3,200 x exemptions = taxable; nothing at or below 5,000; state 4.75% to 100,000 (single) or
// 150,000 (married), then the upper brackets; the county rate on the same taxable wages; / periods.
const CASES: MdCase[] = [
  {
    // 1,000 x 52 = 52,000; SD 15% = 7,800 -> max 2,700; taxable 49,300; state 4.75% = 2,341.75 / 52 = 45.03;
    // Montgomery 3.20% = 1,577.60 / 52 = 30.34
    name: 'weekly, single, Montgomery, before July',
    payFrequency: 'weekly',
    payDate: '2025-06-30',
    wages: 100_000,
    certificate: { county: 'montgomery' },
    stateTax: 4_503,
    localTax: 3_034,
  },
  {
    // SD 3,350; taxable 48,650; state 4.75% = 2,310.875 -> 2,310.88 / 52 = 44.44; local 3.20% = 1,556.80 / 52 = 29.94
    name: 'weekly, single, Montgomery, from July (flat standard deduction)',
    payFrequency: 'weekly',
    payDate: '2025-07-01',
    wages: 100_000,
    certificate: { county: 'montgomery' },
    stateTax: 4_444,
    localTax: 2_994,
  },
  {
    // 3,000 x 26 = 78,000; SD 2,700; 3 x 3,200 = 9,600; taxable 65,700; state 4.75% = 3,120.75 / 26 = 120.03;
    // Baltimore City 3.20% = 2,102.40 / 26 = 80.86
    name: 'bi-weekly, married, 3 exemptions, no county given (Baltimore City default)',
    payFrequency: 'bi-weekly',
    payDate: '2025-02-14',
    wages: 300_000,
    certificate: { filingStatus: 'married', exemptions: 3 },
    stateTax: 12_003,
    localTax: 8_086,
  },
  {
    // 200 x 52 = 10,400; SD 15% = 1,560 -> min 1,800; 3,200; taxable 5,400; state 256.50 / 52 = 4.93;
    // Worcester 2.25% = 121.50 / 52 = 2.34
    name: 'weekly, single, 1 exemption, Worcester, minimum standard deduction',
    payFrequency: 'weekly',
    payDate: '2025-04-04',
    wages: 20_000,
    certificate: { exemptions: 1, county: 'worcester' },
    stateTax: 493,
    localTax: 234,
  },
  {
    // 180 x 52 = 9,360 - 1,800 - 3,200 = 4,360, at or below 5,000: nothing withheld
    name: 'weekly, single, 1 exemption, below the $5,000 floor',
    payFrequency: 'weekly',
    payDate: '2025-04-04',
    wages: 18_000,
    certificate: { exemptions: 1, county: 'worcester' },
    stateTax: 0,
    localTax: 0,
  },
  {
    // 5,000 x 24 = 120,000 - 2,700 = 117,300; state 4,750 + 5% x 17,300 = 5,615.00 / 24 = 233.96;
    // Anne Arundel single: 2.70% x 50,000 + 2.94% x 67,300 = 3,328.62 / 24 = 138.69
    name: 'semi-monthly, single, Anne Arundel brackets',
    payFrequency: 'semi-monthly',
    payDate: '2025-05-15',
    wages: 500_000,
    certificate: { county: 'anne-arundel' },
    stateTax: 23_396,
    localTax: 13_869,
  },
  {
    // 12,500 x 12 = 150,000 - 3,350 - 6,400 = 140,250; state married 4.75% = 6,661.88 / 12 = 555.16;
    // Frederick married: 2.25% x 25,000 + 2.75% x 75,000 + 2.96% x 40,250 = 3,816.40 / 12 = 318.03
    name: 'monthly, married, 2 exemptions, Frederick brackets, from July',
    payFrequency: 'monthly',
    payDate: '2025-09-30',
    wages: 1_250_000,
    certificate: { filingStatus: 'married', exemptions: 2, county: 'frederick' },
    stateTax: 55_516,
    localTax: 31_803,
  },
  {
    // 1,200,000 - 2,700 = 1,197,300; state 12,812.50 + 5.75% x 947,300 = 67,282.25 / 12 = 5,606.85;
    // Howard 3.20% = 38,313.60 / 12 = 3,192.80
    name: 'monthly, single, Howard, top bracket before July',
    payFrequency: 'monthly',
    payDate: '2025-01-31',
    wages: 10_000_000,
    certificate: { county: 'howard' },
    stateTax: 560_685,
    localTax: 319_280,
  },
  {
    // 1,200,000 - 3,350 = 1,196,650; state 58,437.50 + 6.5% x 196,650 = 71,219.75 / 12 = 5,934.98;
    // Howard 3.20% = 38,292.80 / 12 = 3,191.07
    name: 'monthly, single, Howard, the 6.5% bracket from July',
    payFrequency: 'monthly',
    payDate: '2025-07-31',
    wages: 10_000_000,
    certificate: { county: 'howard' },
    stateTax: 593_498,
    localTax: 319_107,
  },
  {
    // taxable 49,300 (as the first case); 4.75% + 2.25% special nonresident tax = 3,451.00 / 26 = 132.73
    name: 'bi-weekly, single, nonresident',
    payFrequency: 'bi-weekly',
    payDate: '2025-03-07',
    wages: 200_000,
    certificate: { county: 'nonresident' },
    stateTax: 13_273,
    localTax: 0,
  },
  {
    // 6,000 x 26 = 156,000 - 2,700 = 153,300 on the single rates: 7,312.50 + 5.5% x 3,300 = 7,494.00
    // / 26 = 288.23; Calvert 3.20% = 4,905.60 / 26 = 188.68
    name: 'bi-weekly, married withholding at the single rate, Calvert',
    payFrequency: 'bi-weekly',
    payDate: '2025-03-07',
    wages: 600_000,
    certificate: { filingStatus: 'married-single-rate', county: 'calvert' },
    stateTax: 28_823,
    localTax: 18_868,
  },
  {
    // regular as the first case (45.03 / 30.34); bonus 5.75% x 2,000 = 115.00 state, 3.20% = 64.00 local;
    // line 2 10.00 on the state line
    name: 'weekly bonus and extra withholding, before July',
    payFrequency: 'weekly',
    payDate: '2025-06-27',
    wages: 100_000,
    supplementalWages: 200_000,
    certificate: { county: 'montgomery', extraWithholding: 1_000 },
    stateTax: 17_003,
    localTax: 9_434,
  },
  {
    // regular as the July case (44.44 / 29.94); bonus 6.50% x 2,000 = 130.00 state, 64.00 local; 10.00 extra
    name: 'weekly bonus and extra withholding, from July',
    payFrequency: 'weekly',
    payDate: '2025-07-03',
    wages: 100_000,
    supplementalWages: 200_000,
    certificate: { county: 'montgomery', extraWithholding: 1_000 },
    stateTax: 18_444,
    localTax: 9_394,
  },
  {
    // regular as the Anne Arundel case (233.96 / 138.69); bonus 5.75% x 1,000 = 57.50, and Anne
    // Arundel's top rate 3.20% x 1,000 = 32.00
    name: 'semi-monthly bonus at the county top rate, Anne Arundel',
    payFrequency: 'semi-monthly',
    payDate: '2025-05-15',
    wages: 500_000,
    supplementalWages: 100_000,
    certificate: { county: 'anne-arundel' },
    stateTax: 29_146,
    localTax: 17_069,
  },
];

describe('Maryland state and county withholding, 2025', () => {
  test.each(CASES)('$name', (row) => {
    const lines = runStateRule(MD_RULE, {
      payDate: row.payDate,
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
    expect(lines).toEqual([
      { programId: 'md-income-tax', amount: row.stateTax },
      { programId: 'md-local-income-tax', amount: row.localTax },
    ]);
  });

  test('an unknown county warns and takes the highest local rate', () => {
    const warnings: string[] = [];
    const lines = runStateRule(
      MD_RULE,
      {
        payDate: '2025-06-30',
        payFrequency: 'weekly',
        periodsPerYear: 52,
        wages: 100_000,
        supplementalWages: 0,
        wagesBefore: 0,
        linesBefore: {},
        federalFilingStatus: 'single',
        federalAllowances: 0,
        federalIncomeTax: 0,
        ficaTax: 0,
        certificate: { county: 'atlantis' },
      },
      undefined,
      warnings,
    );
    expect(lines[1]).toEqual({ programId: 'md-local-income-tax', amount: 3_034 });
    expect(warnings).toHaveLength(1);
  });
});
