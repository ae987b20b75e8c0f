import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency, type TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { ME_RULE } from './rule';

interface MeCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  payDate?: string;
  certificate?: { filingStatus?: string; allowances?: number; extraWithholding?: number };
  incomeTax: number;
  pfml: number;
}

function runMe(row: MeCase, trace?: TraceStep[]) {
  return runStateRule(
    ME_RULE,
    {
      payDate: row.payDate ?? '2025-03-14',
      payFrequency: row.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[row.payFrequency],
      wages: row.wages,
      supplementalWages: row.supplementalWages ?? 0,
      wagesBefore: row.wagesBefore ?? 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: row.certificate,
    },
    trace,
  );
}

// Maine Revenue Services, Withholding Tables for Individual Income Tax (2025), percentage method:
// annual wages - standard deduction (phased out) - allowances x $5,150; annual schedule; / periods;
// rounded to whole dollars. PFML: 0.5% of wages up to $176,100 (26 M.R.S. section 850-F).
const CASES: MeCase[] = [
  {
    // 1,000 x 52 = 52,000; SD 12,150 (below 100,000); taxable 39,850;
    // 1,554 + 6.75% x (39,850 - 26,800) = 2,434.875 -> 2,434.88; / 52 = 46.82 -> $47. PFML 0.5% x 1,000 = 5.00
    name: 'weekly, single, no certificate',
    payFrequency: 'weekly',
    wages: 100_000,
    incomeTax: 4_700,
    pfml: 500,
  },
  {
    // 4,000 x 26 = 104,000; SD 27,150; 3 x 5,150 = 15,450; taxable 61,400;
    // 3,109 + 6.75% x 7,800 = 3,635.50; / 26 = 139.83 -> $140. PFML 20.00
    name: 'bi-weekly, married, 3 allowances',
    payFrequency: 'bi-weekly',
    wages: 400_000,
    certificate: { filingStatus: 'married', allowances: 3 },
    incomeTax: 14_000,
    pfml: 2_000,
  },
  {
    // 5,500 x 24 = 132,000: SD 12,150 x (175,000 - 132,000) / 75,000 = 6,966.00; allowance 5,150;
    // taxable 119,884; 4,028 + 7.15% x 56,434 = 8,063.03; / 24 = 335.96 -> $336. PFML 27.50
    name: 'semi-monthly, single, inside the standard deduction phase-out',
    payFrequency: 'semi-monthly',
    wages: 550_000,
    certificate: { allowances: 1 },
    incomeTax: 33_600,
    pfml: 2_750,
  },
  {
    // 2,000 x 12 = 24,000; single schedule; SD 12,150; 2 x 5,150 = 10,300; taxable 1,550;
    // 5.8% = 89.90; / 12 = 7.49 -> $7. PFML 10.00
    name: 'monthly, married withholding at the single rate, 2 allowances',
    payFrequency: 'monthly',
    wages: 200_000,
    certificate: { filingStatus: 'married-single-rate', allowances: 2 },
    incomeTax: 700,
    pfml: 1_000,
  },
  {
    // 200 x 52 = 10,400 < SD 12,150: taxable 0, no withholding. PFML 1.00
    name: 'weekly, below the standard deduction',
    payFrequency: 'weekly',
    wages: 20_000,
    incomeTax: 0,
    pfml: 100,
  },
  {
    // 4,000 x 52 = 208,000 >= 175,000: SD 0; 4,028 + 7.15% x 144,550 = 14,363.325 -> 14,363.33;
    // / 52 = 276.22 -> $276 (top bracket). PFML 20.00
    name: 'weekly, single, top bracket, standard deduction fully phased out',
    payFrequency: 'weekly',
    wages: 400_000,
    incomeTax: 27_600,
    pfml: 2_000,
  },
  {
    // 20,000 x 12 = 240,000: SD 27,150 x (350,050 - 240,000) / 150,000 = 19,919.05; taxable 220,080.95;
    // 8,057 + 7.15% x 93,180.95 = 14,719.44; / 12 = 1,226.62 -> $1,227. PFML 100.00
    name: 'monthly, married, inside the married phase-out',
    payFrequency: 'monthly',
    wages: 2_000_000,
    certificate: { filingStatus: 'married' },
    incomeTax: 122_700,
    pfml: 10_000,
  },
  {
    // regular as bi-weekly 2,000 x 26 = 52,000: taxable 39,850, 2,434.88 / 26 = 93.65 -> $94;
    // supplemental 5% x 1,000 = 50.00; line 5 extra 10.00; total 154.00. PFML 0.5% x 3,000 = 15.00
    name: 'bi-weekly with a bonus and extra withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { extraWithholding: 1_000 },
    incomeTax: 15_400,
    pfml: 1_500,
  },
  {
    // 2,000 x 12 = 24,000 - 12,150 = 11,850 x 5.8% = 687.30; / 12 = 57.28 -> $57.
    // PFML crosses the base: 0.5% x 176,100 - 0.5% x 175,000 = 880.50 - 875.00 = 5.50
    name: 'monthly, PFML wage base crossed this paycheck',
    payFrequency: 'monthly',
    wages: 200_000,
    wagesBefore: 17_500_000,
    payDate: '2025-12-31',
    incomeTax: 5_700,
    pfml: 550,
  },
  {
    // wages before already above 176,100: no PFML
    name: 'monthly, PFML wage base already reached',
    payFrequency: 'monthly',
    wages: 200_000,
    wagesBefore: 18_000_000,
    payDate: '2025-12-31',
    incomeTax: 5_700,
    pfml: 0,
  },
];

describe('Maine withholding, 2025 tables', () => {
  test.each(CASES)('$name', (row) => {
    expect(runMe(row)).toEqual([
      { programId: 'me-income-tax', amount: row.incomeTax },
      { programId: 'me-pfml', amount: row.pfml },
    ]);
  });

  test('the trace shows each line of the percentage method', () => {
    const trace: TraceStep[] = [];
    runMe(CASES[2]!, trace);
    expect(trace.map((step) => [step.step, step.amount])).toEqual([
      ['state.me.wages', 13_200_000],
      ['state.me.standard-deduction', 696_600],
      ['state.me.allowances', 515_000],
      ['state.me.taxable', 11_988_400],
      ['state.me.tax', 806_303],
      ['state.me.withheld', 33_600],
      ['state.me.pfml', 2_750],
    ]);
  });

  test('there is no value for a pay date before 2025', () => {
    expect(() => runMe({ ...CASES[0]!, payDate: '2024-12-31' })).toThrow();
  });
});
