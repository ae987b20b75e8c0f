import { describe, expect, test } from 'vitest';

import type { Cents } from '@paylab/shared/money';

import {
  calculatePaycheck,
  TaxEngineInputError,
  type DeductionElection,
  type DeductionType,
  type PaycheckInput,
} from '../../src/index';
import { EMPTY_W4, makeInput, type KnownAnswerCase } from '../support/make-input';

/*
 * Worked by hand. Federal income tax: IRS Pub 15-T (2025) Worksheet 1A on the federal income tax
 * wages, 2025 STANDARD single row "at least 54,875: 5,578.50 plus 22%" (10% row 6,400 for the
 * small paycheck); line 3c rounded half up. FICA, FUTA and SUTA as in fica-and-unemployment: the
 * year's tax on the base less the tax on the base before this period (IRS Pub 15 (2025) section 9:
 * 6.2% and 1.45%; FUTA 0.6% and SUTA 3.4% on the first 7,000). Which bases a deduction lowers:
 * IRS Pub 15-B (2025) Table 2-1 and Pub 15 section 15 (401(k): income tax only; section 125, HSA,
 * dependent care: all four). Limits: Notice 2024-80 and 2025-67, Rev. Proc. 2024-25 and 2025-19,
 * 26 U.S.C. 129. Every case: a bi-weekly single employee with a 2020+ W-4 and nothing in Steps 2
 * to 4, in Texas unless named. Amounts in cents.
 */
const W4 = { w4: EMPTY_W4 } satisfies Partial<PaycheckInput>;

/** The wage bases of a paycheck: federal income tax; social security, Medicare and FUTA; state. */
function bases(federalIncomeTax: Cents, ficaAndFuta = federalIncomeTax, state = ficaAndFuta) {
  return {
    federalIncomeTax,
    socialSecurity: ficaAndFuta,
    medicare: ficaAndFuta,
    futa: ficaAndFuta,
    state,
  };
}

const CASES: KnownAnswerCase[] = [
  {
    // 401(k) 300.00 of 3,000.00. FIT wages 2,700: 1a 2,700; 1c x 26 = 70,200; 1g 8,600; 1i 61,600;
    // 2e 61,600 - 54,875 = 6,725; 2f x 22% = 1,479.50; 2g 7,058.00; 2h / 26 = 271.4615; 3c 271.46.
    // SS 6.2% x 3,000 = 186.00; Medicare 1.45% x 3,000 = 43.50; FUTA 0.6% x 3,000 = 18.00;
    // SUTA 3.4% x 3,000 = 102.00. Total 271.46 + 186.00 + 43.50 + 300.00 = 800.96; net 2,199.04.
    name: 'a 401(k) deferral lowers federal income tax wages and not FICA or FUTA wages',
    input: { ...W4, grossPay: 300_000, deductions: [{ type: 'traditional-401k', amount: 30_000 }] },
    expected: {
      federalIncomeTax: 27_146,
      socialSecurityTax: 18_600,
      medicareTax: 4_350,
      taxableWages: bases(270_000, 300_000),
      deductions: [{ type: 'traditional-401k', amount: 30_000, preTax: true }],
      totalDeductions: 80_096,
      netPay: 219_904,
      employer: { socialSecurityTax: 18_600, medicareTax: 4_350, futaTax: 1_800, sutaTax: 10_200 },
      warnings: [],
    },
  },
  {
    // Medical premium 200.00 of 3,000.00: every base 2,800. 1c 72,800; 1i 64,200; 2e 9,325;
    // 2f 2,051.50; 2g 7,630.00; 2h / 26 = 293.4615; 3c 293.46. SS 6.2% x 2,800 = 173.60;
    // Medicare 1.45% x 2,800 = 40.60; FUTA 0.6% x 2,800 = 16.80; SUTA 3.4% x 2,800 = 95.20.
    // Total 293.46 + 173.60 + 40.60 + 200.00 = 707.66; net 2,292.34.
    name: 'a section 125 premium lowers every base',
    input: {
      ...W4,
      grossPay: 300_000,
      deductions: [{ type: 'section-125-medical', amount: 20_000 }],
    },
    expected: {
      federalIncomeTax: 29_346,
      socialSecurityTax: 17_360,
      medicareTax: 4_060,
      taxableWages: bases(280_000),
      deductions: [{ type: 'section-125-medical', amount: 20_000, preTax: true }],
      totalDeductions: 70_766,
      netPay: 229_234,
      employer: { socialSecurityTax: 17_360, medicareTax: 4_060, futaTax: 1_680, sutaTax: 9_520 },
    },
  },
  {
    // Roth 401(k) 300.00 of 3,000.00 lowers nothing: 1c 78,000; 1i 69,400; 2e 14,525;
    // 2f 3,195.50; 2g 8,774.00; / 26 = 337.4615; 3c 337.46. SS 186.00; Medicare 43.50.
    // Total 337.46 + 186.00 + 43.50 + 300.00 = 866.96; net 2,133.04.
    name: 'a Roth 401(k) contribution lowers no base',
    input: { ...W4, grossPay: 300_000, deductions: [{ type: 'roth-401k', amount: 30_000 }] },
    expected: {
      federalIncomeTax: 33_746,
      socialSecurityTax: 18_600,
      medicareTax: 4_350,
      taxableWages: bases(300_000),
      deductions: [{ type: 'roth-401k', amount: 30_000, preTax: false }],
      totalDeductions: 86_696,
      netPay: 213_304,
    },
  },
  {
    // November, self-only HSA, age 40 at year end: limit 4,300.00; 4,100.00 taken earlier leaves
    // 200.00 of the 250.00 election. Bases 3,000 - 200 = 2,800; FIT 293.46 as above.
    // Earlier FICA and FUTA wages 60,000 - 4,100 = 55,900: SS 6.2% x 58,700 = 3,639.40 less
    // 6.2% x 55,900 = 3,465.80: 173.60; Medicare 851.15 - 810.55 = 40.60; FUTA and SUTA 0
    // (55,900 past 7,000). Net 3,000 - 293.46 - 173.60 - 40.60 - 200.00 = 2,292.34.
    name: 'an HSA election crossing the self-only limit in November is cut to it',
    input: {
      ...W4,
      payDate: '2025-11-21',
      grossPay: 300_000,
      dateOfBirth: '1985-04-02',
      hsaCoverage: 'self-only',
      deductions: [{ type: 'hsa', amount: 25_000 }],
      ytd: { grossPay: 6_000_000, supplementalPay: 0, deductions: { hsa: 410_000 } },
    },
    expected: {
      federalIncomeTax: 29_346,
      socialSecurityTax: 17_360,
      medicareTax: 4_060,
      deductions: [{ type: 'hsa', amount: 20_000, preTax: true, limitedFrom: 25_000 }],
      netPay: 229_234,
      employer: { futaTax: 0, sutaTax: 0 },
      warnings: [
        'Health savings account (HSA) election of $250.00 cut to $200.00: the 2025 HSA limit of $4,300.00 for self-only coverage leaves $200.00 this year',
      ],
    },
  },
  {
    // Age 50 at the end of 2025 (born 1975-08-01): 23,500 + 7,500 = 31,000; 30,000 taken leaves
    // 1,000 of a 1,500 election. Gross 5,000: FIT wages 4,000; 1c 104,000; 1i 95,400;
    // 2e 40,525; 2f 8,915.50; 2g 14,494.00; / 26 = 557.4615; 3c 557.46. SS and Medicare on all
    // 5,000 after 100,000: 6.2% x 105,000 - 6.2% x 100,000 = 310.00; 1.45%: 1,522.50 - 1,450.00
    // = 72.50. Net 5,000 - 557.46 - 310.00 - 72.50 - 1,000.00 = 3,060.04.
    name: 'catch-up at 50: the 401(k) limit grows by 7,500',
    input: {
      ...W4,
      payDate: '2025-12-19',
      grossPay: 500_000,
      dateOfBirth: '1975-08-01',
      deductions: [{ type: 'traditional-401k', amount: 150_000 }],
      ytd: {
        grossPay: 10_000_000,
        supplementalPay: 0,
        deductions: { 'traditional-401k': 3_000_000 },
      },
    },
    expected: {
      federalIncomeTax: 55_746,
      socialSecurityTax: 31_000,
      medicareTax: 7_250,
      taxableWages: bases(400_000, 500_000),
      deductions: [
        { type: 'traditional-401k', amount: 100_000, preTax: true, limitedFrom: 150_000 },
      ],
      netPay: 306_004,
    },
  },
  {
    // Dependent care: 4,800 taken earlier leaves 200 of the 5,000 limit; the 400 election is cut
    // to 200. Bases 2,800: FIT 293.46. Earlier FICA wages 60,000 - 4,800 = 55,200: SS 6.2% x
    // 58,000 = 3,596.00 - 3,422.40 = 173.60; Medicare 841.00 - 800.40 = 40.60.
    // Net 3,000 - 293.46 - 173.60 - 40.60 - 200.00 = 2,292.34.
    name: 'a dependent-care election over 5,000 a year is cut to it',
    input: {
      ...W4,
      payDate: '2025-10-24',
      grossPay: 300_000,
      deductions: [{ type: 'dependent-care-fsa', amount: 40_000 }],
      ytd: {
        grossPay: 6_000_000,
        supplementalPay: 0,
        deductions: { 'dependent-care-fsa': 480_000 },
      },
    },
    expected: {
      federalIncomeTax: 29_346,
      socialSecurityTax: 17_360,
      medicareTax: 4_060,
      deductions: [
        { type: 'dependent-care-fsa', amount: 20_000, preTax: true, limitedFrom: 40_000 },
      ],
      netPay: 229_234,
      warnings: [
        'Dependent care flexible spending account election of $400.00 cut to $200.00: the 2025 dependent care limit of $5,000.00 leaves $200.00 this year',
      ],
    },
  },
  {
    // Pennsylvania taxes 401(k) deferrals (72 P.S. 7301(d)): PA wages stay 3,000 while federal
    // income tax wages are 2,700 (FIT 271.46 as in the first case). PA 3.07% x 3,000 = 92.10;
    // UC 0.07% x 3,000 = 2.10. Total 271.46 + 186.00 + 43.50 + 92.10 + 2.10 + 300.00 = 895.16;
    // net 2,104.84.
    name: 'a Pennsylvania employee: the 401(k) deferral stays in state wages',
    input: {
      ...W4,
      state: 'PA',
      grossPay: 300_000,
      deductions: [{ type: 'traditional-401k', amount: 30_000 }],
    },
    expected: {
      federalIncomeTax: 27_146,
      stateIncomeTax: 9_210,
      stateOtherTaxes: 210,
      taxableWages: bases(270_000, 300_000),
      netPay: 210_484,
    },
  },
  {
    // New Jersey does not recognise HSAs (TB-39(R)): NJ wages stay 3,000 while every federal base
    // is 2,800 (FIT 293.46; SS 173.60; Medicare 40.60). NJ-WT Rate A (no NJ-W4: single, 0
    // allowances), annual 3,000 x 26 = 78,000: over 75,000, 2,930 + 7.0% x 3,000 = 3,140; / 26 =
    // 120.7692 -> 120.77. UI/WF (0.3825% + 0.0425%) x 3,000 = 12.75; TDI 0.23% = 6.90; FLI 0.33%
    // = 9.90. Net 3,000 - 293.46 - 173.60 - 40.60 - 120.77 - 12.75 - 6.90 - 9.90 - 200.00 = 2,142.02.
    name: 'a New Jersey employee: the HSA contribution stays in state wages',
    input: {
      ...W4,
      state: 'NJ',
      grossPay: 300_000,
      hsaCoverage: 'family',
      deductions: [{ type: 'hsa', amount: 20_000 }],
    },
    expected: {
      federalIncomeTax: 29_346,
      socialSecurityTax: 17_360,
      medicareTax: 4_060,
      stateIncomeTax: 12_077,
      stateDisabilityTax: 690,
      statePaidFamilyLeave: 990,
      stateOtherTaxes: 1_275,
      taxableWages: bases(280_000, 280_000, 300_000),
      netPay: 214_202,
    },
  },
  {
    // The spec's model takes the same bases (ADR 0045): annual salary 3,000 x 26 = 78,000 less
    // 300 x 26 = 7,800 is 70,200; less the 15,000 standard deduction, 55,200. Spec single
    // brackets: 10% x 11,925 = 1,192.50; 12% x 36,550 = 4,386.00; 22% x 6,725 = 1,479.50; 7,058.00
    // / 26 = 271.4615 -> 271.46. FICA on each paycheck's gross: 186.00 and 43.50.
    // Net 3,000 - 271.46 - 186.00 - 43.50 - 300.00 = 2,199.04.
    name: 'spec-simplified: a 401(k) deferral lowers the annual salary its brackets tax',
    input: {
      ruleSet: 'spec-simplified-2025',
      grossPay: 300_000,
      deductions: [{ type: 'traditional-401k', amount: 30_000 }],
    },
    expected: {
      federalIncomeTax: 27_146,
      socialSecurityTax: 18_600,
      medicareTax: 4_350,
      taxableWages: bases(270_000, 300_000),
      netPay: 219_904,
    },
  },
];

describe('deductions: earlier in the year only', () => {
  // A medical premium of 2,000.00 taken earlier, none this period (the election ended): earlier
  // social security wages 176,000 - 2,000 = 174,000 leave 176,100 - 174,000 = 2,100 of the 2025
  // wage base (SSA, 176,100). Year-to-date rounding: 6.2% x 176,100 = 10,918.20 less 6.2% x
  // 174,000 = 10,788.00 is 130.20. Counting the premium in earlier wages would leave 100: 6.20.
  test('a premium taken earlier keeps its base lower when this paycheck has none', () => {
    const result = calculatePaycheck(
      makeInput({
        w4: EMPTY_W4,
        payDate: '2025-12-19',
        grossPay: 500_000,
        ytd: {
          grossPay: 17_600_000,
          supplementalPay: 0,
          deductions: { 'section-125-medical': 200_000 },
        },
      }),
    );
    expect(result.socialSecurityTax).toBe(13_020);
    expect(result.deductions).toEqual([]);
    expect(result.taxableWages.socialSecurity).toBe(500_000);
  });
});

describe('deductions: hand-worked paychecks', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(calculatePaycheck(makeInput(input))).toMatchObject(expected);
  });
});

/**
 * The amount taken of one election on a 10,000.00 paycheck, with `earlier` taken of each type
 * before it this year, and the paycheck's warnings.
 */
function takeElection(
  election: DeductionElection,
  earlier: Partial<Record<DeductionType, Cents>> = {},
  input: Partial<PaycheckInput> = {},
): { amount: number; warnings: string[] } {
  const ytd = { grossPay: 0, supplementalPay: 0, deductions: earlier, ...input.ytd };
  const result = calculatePaycheck(
    makeInput({ grossPay: 1_000_000, ...input, deductions: [election], ytd }),
  );
  return { amount: result.deductions[0]!.amount, warnings: result.warnings };
}

describe('deductions: limits', () => {
  const deferral = (ytd: number, amount: number, dateOfBirth?: string) =>
    takeElection(
      { type: 'traditional-401k', amount },
      { 'roth-401k': ytd },
      { payDate: '2025-12-19', ...(dateOfBirth ? { dateOfBirth } : {}) },
    );

  test('49 at year end: 23,500 across traditional and Roth; 23,000 taken leaves 500', () => {
    expect(deferral(2_300_000, 100_000, '1976-01-01').amount).toBe(50_000);
  });

  test('no date of birth: no catch-up, and the warning says why', () => {
    const { amount, warnings } = deferral(2_300_000, 100_000);
    expect(amount).toBe(50_000);
    expect(warnings[0]).toContain('no date of birth on file: no catch-up');
  });

  test('60 at year end: 23,500 + 11,250 = 34,750; 34,000 taken leaves 750', () => {
    expect(deferral(3_400_000, 150_000, '1965-03-10').amount).toBe(75_000);
  });

  test('63 still gets 11,250; 64 is back to 7,500 (31,000 - 30,500 = 500)', () => {
    expect(deferral(3_400_000, 150_000, '1962-12-31').amount).toBe(75_000);
    expect(deferral(3_050_000, 150_000, '1961-06-30').amount).toBe(50_000);
  });

  // Each limit with what was taken of it earlier this year: the election, what came before, the
  // employee, and what is left to take.
  test.each<
    [
      string,
      DeductionElection,
      Partial<Record<DeductionType, Cents>>,
      Partial<PaycheckInput>,
      Cents,
    ]
  >([
    [
      '457(b) has its own 23,500, apart from 401(k) deferrals',
      { type: 'governmental-457b', amount: 100_000 },
      { 'traditional-401k': 2_350_000, 'governmental-457b': 2_300_000 },
      {},
      50_000,
    ],
    [
      'SIMPLE IRA: 16,500 + 3,500 at 55; 19,800 taken leaves 200',
      { type: 'simple-ira', amount: 50_000 },
      { 'simple-ira': 1_980_000 },
      { dateOfBirth: '1970-05-05' },
      20_000,
    ],
    [
      'HSA family with the employer: 8,550 - 1,050 employer - 7,400 employee leaves 100',
      { type: 'hsa', amount: 20_000 },
      { hsa: 740_000 },
      {
        hsaCoverage: 'family',
        employerContributions: { hsa: 5_000 },
        ytd: { grossPay: 0, supplementalPay: 0, employerContributions: { hsa: 100_000 } },
      },
      10_000,
    ],
    [
      'HSA at 55: self-only 4,300 + 1,000; 5,200 taken leaves 100',
      { type: 'hsa', amount: 20_000 },
      { hsa: 520_000 },
      { dateOfBirth: '1970-12-31', hsaCoverage: 'self-only' },
      10_000,
    ],
    [
      'health FSA 3,300: 3,250 taken leaves 50',
      { type: 'health-fsa', amount: 15_000 },
      { 'health-fsa': 325_000 },
      {},
      5_000,
    ],
    [
      'dependent care, married filing separately: 2,500; 2,400 taken leaves 100',
      { type: 'dependent-care-fsa', amount: 20_000 },
      { 'dependent-care-fsa': 240_000 },
      { filingStatus: 'married-separate' },
      10_000,
    ],
  ])('%s', (_name, election, earlier, input, left) => {
    expect(takeElection(election, earlier, input).amount).toBe(left);
  });

  test('two elections sharing 402(g) take its room in order: traditional 300, Roth 0', () => {
    const result = calculatePaycheck(
      makeInput({
        grossPay: 1_000_000,
        deductions: [
          { type: 'traditional-401k', amount: 30_000 },
          { type: 'roth-401k', amount: 20_000 },
        ],
        ytd: { grossPay: 0, supplementalPay: 0, deductions: { 'traditional-401k': 2_320_000 } },
      }),
    );
    expect(result.deductions).toEqual([
      { type: 'traditional-401k', amount: 30_000, preTax: true },
      { type: 'roth-401k', amount: 0, preTax: false, limitedFrom: 20_000 },
    ]);
  });

  test('415(c): 50,000 + 1,000 of employer contributions leave 19,000 of deferrals', () => {
    const { amount, warnings } = takeElection(
      { type: 'traditional-401k', amount: 100_000 },
      { 'traditional-401k': 1_850_000 },
      {
        employerContributions: { retirement: 100_000 },
        ytd: { grossPay: 0, supplementalPay: 0, employerContributions: { retirement: 5_000_000 } },
      },
    );
    // 70,000 - 51,000 = 19,000 below 23,500; 18,500 taken leaves 500.
    expect(amount).toBe(50_000);
    expect(warnings[0]).toContain('annual additions limit');
  });

  test('transit 325 a month: the third weekly paycheck of June after two of 125 gets 75', () => {
    // 2025-06-20 is the 20th: paychecks on the 6th and 13th came before, 250 of the month's 325.
    const weekly = (deductionsThisMonth?: Record<string, number>) =>
      takeElection(
        { type: 'commuter-transit', amount: 12_500 },
        {},
        {
          payFrequency: 'weekly',
          payDate: '2025-06-20',
          ytd: {
            grossPay: 0,
            supplementalPay: 0,
            ...(deductionsThisMonth && { deductionsThisMonth }),
          },
        },
      );
    expect(weekly().amount).toBe(7_500);
    expect(weekly({ 'commuter-transit': 0 }).amount).toBe(12_500);
    expect(weekly({ 'commuter-transit': 30_000 }).amount).toBe(2_500);
  });

  test('parking has a monthly limit of its own beside transit', () => {
    const result = calculatePaycheck(
      makeInput({
        payFrequency: 'monthly',
        grossPay: 1_000_000,
        deductions: [
          { type: 'commuter-transit', amount: 32_500 },
          { type: 'commuter-parking', amount: 40_000 },
        ],
      }),
    );
    expect(result.deductions.map((line) => line.amount)).toEqual([32_500, 32_500]);
  });

  test('a 2026 pay date uses the 2026 limits: 24,500 and HSA self-only 4,400', () => {
    const ytd = {
      grossPay: 0,
      supplementalPay: 0,
      deductions: { 'traditional-401k': 2_400_000, hsa: 430_000 },
    };
    const elections = {
      hsaCoverage: 'self-only',
      deductions: [
        { type: 'traditional-401k', amount: 100_000 },
        { type: 'hsa', amount: 20_000 },
      ],
      ytd,
    } satisfies Partial<PaycheckInput>;
    const in2026 = calculatePaycheck(
      makeInput({ ...elections, payDate: '2026-03-13', grossPay: 1_000_000 }),
    );
    expect(in2026.deductions.map((line) => line.amount)).toEqual([50_000, 10_000]);
    expect(in2026.warnings).toContain(
      'Traditional 401(k) election of $1,000.00 cut to $500.00: the 2026 elective deferral limit of $24,500.00 across 401(k) and 403(b) plans, Roth included (no date of birth on file: no catch-up) leaves $500.00 this year',
    );
    const in2025 = calculatePaycheck(
      makeInput({ ...elections, payDate: '2025-12-19', grossPay: 1_000_000 }),
    );
    expect(in2025.deductions.map((line) => line.amount)).toEqual([0, 0]);
  });

  test('a 2026 paycheck with deductions says only the treatment, not the limits, is from 2025', () => {
    const result = calculatePaycheck(
      makeInput({
        payDate: '2026-03-13',
        grossPay: 300_000,
        deductions: [{ type: 'traditional-401k', amount: 10_000 }],
      }),
    );
    expect(result.warnings).toContain(
      'Wage bases each deduction lowers (federal and state): 2025 values applied to a 2026 pay date',
    );
    expect(result.warnings.join('\n')).not.toContain('Deduction limits');
  });

  test('a cut is a trace step naming the limit', () => {
    const result = calculatePaycheck(
      makeInput({
        grossPay: 300_000,
        deductions: [{ type: 'dependent-care-fsa', amount: 60_000 }],
        ytd: { grossPay: 0, supplementalPay: 0, deductions: { 'dependent-care-fsa': 450_000 } },
      }),
      { trace: true },
    );
    const step = result.trace.find((candidate) => candidate.step === 'deductions.0.limit');
    expect(step).toMatchObject({ unit: 'none' });
    expect(step?.citation).toContain('129(a)(2)(A)');
  });
});

/*
 * The Roth catch-up of higher earners (26 U.S.C. 414(v)(7); Notice 2025-67): in 2026 an employee
 * of 50 or more whose 2025 social security wages from this employer exceed 150,000.00 may defer
 * pre-tax only up to the 24,500 of 402(g); the 8,000 catch-up (11,250 at 60 to 63) is Roth only.
 * A SIMPLE IRA is outside the rule; in 2025 it was not in force (Notice 2023-62).
 */
describe('deductions: the Roth catch-up of higher earners (2026)', () => {
  const OVER = 16_000_000; // 160,000.00 of 2025 social security wages
  const AT = 15_000_000; // 150,000.00 exactly: not over
  const FIFTY_SIX = '1970-03-01'; // 56 at the end of 2026
  const in2026 = (input: Partial<PaycheckInput>): Partial<PaycheckInput> => ({
    payDate: '2026-12-11',
    dateOfBirth: FIFTY_SIX,
    ...input,
  });

  test('over the threshold: 24,000 pre-tax taken leaves 500 of the 24,500, the catch-up is Roth only', () => {
    const { amount, warnings } = takeElection(
      { type: 'traditional-401k', amount: 100_000 },
      { 'traditional-401k': 2_400_000 },
      in2026({ priorYearSocialSecurityWages: OVER }),
    );
    expect(amount).toBe(50_000);
    expect(warnings).toContain(
      'Traditional 401(k) election of $1,000.00 cut to $500.00: catch-up contributions must be designated Roth: 2025 social security wages from this employer of $160,000.00 exceed $150,000.00, so the 2026 elective deferral limit of $24,500.00 across 401(k) and 403(b) plans, Roth included leaves $500.00 pre-tax this year',
    );
  });

  test('150,000.00 exactly does not exceed: 24,500 + 8,000 - 24,000 leaves 8,500, all 1,000 pre-tax', () => {
    const at = takeElection(
      { type: 'traditional-401k', amount: 100_000 },
      { 'traditional-401k': 2_400_000 },
      in2026({ priorYearSocialSecurityWages: AT }),
    );
    expect(at).toEqual({ amount: 100_000, warnings: expect.any(Array) });
    expect(at.warnings.filter((warning) => warning.includes('election of'))).toEqual([]);
  });

  test('no prior-year wages on file (a new hire): the catch-up may be pre-tax', () => {
    const { amount } = takeElection(
      { type: 'traditional-401k', amount: 100_000 },
      { 'traditional-401k': 2_400_000 },
      in2026({}),
    );
    expect(amount).toBe(100_000);
  });

  test('a Roth election takes the catch-up: 24,500 pre-tax taken leaves the 8,000 for Roth', () => {
    expect(
      takeElection(
        { type: 'roth-401k', amount: 100_000 },
        { 'traditional-401k': 2_450_000 },
        in2026({ priorYearSocialSecurityWages: OVER }),
      ).amount,
    ).toBe(100_000);
  });

  test('on one paycheck the traditional election stops at 24,500 and the Roth one goes on', () => {
    // 24,000 taken earlier: traditional 1,000 -> 500 (402(g) left); Roth 1,000 of the
    // 32,500 - 24,500 = 8,000 catch-up left.
    const result = calculatePaycheck(
      makeInput({
        ...in2026({ priorYearSocialSecurityWages: OVER }),
        grossPay: 1_000_000,
        deductions: [
          { type: 'traditional-401k', amount: 100_000 },
          { type: 'roth-401k', amount: 100_000 },
        ],
        ytd: { grossPay: 0, supplementalPay: 0, deductions: { 'traditional-401k': 2_400_000 } },
      }),
    );
    expect(result.deductions).toEqual([
      { type: 'traditional-401k', amount: 50_000, preTax: true, limitedFrom: 100_000 },
      { type: 'roth-401k', amount: 100_000, preTax: false },
    ]);
  });

  test('Roth deferrals count toward the 24,500 first: 20,000 Roth + 4,000 pre-tax leave 500 pre-tax', () => {
    expect(
      takeElection(
        { type: 'traditional-403b', amount: 100_000 },
        { 'roth-403b': 2_000_000, 'traditional-403b': 400_000 },
        in2026({ priorYearSocialSecurityWages: OVER }),
      ).amount,
    ).toBe(50_000);
  });

  test('at 61 the 11,250 catch-up is Roth only as well: 24,500 pre-tax taken leaves none', () => {
    const { amount, warnings } = takeElection(
      { type: 'traditional-401k', amount: 100_000 },
      { 'traditional-401k': 2_450_000 },
      in2026({ dateOfBirth: '1965-07-04', priorYearSocialSecurityWages: OVER }),
    );
    expect(amount).toBe(0);
    expect(warnings.find((warning) => warning.includes('election of'))).toMatch(
      /cut to \$0\.00: catch-up contributions must be designated Roth/,
    );
  });

  test('a governmental 457(b) has no Roth type here: its catch-up is refused, 24,300 taken leaves 200', () => {
    expect(
      takeElection(
        { type: 'governmental-457b', amount: 100_000 },
        { 'governmental-457b': 2_430_000 },
        in2026({ priorYearSocialSecurityWages: OVER }),
      ).amount,
    ).toBe(20_000);
  });

  test('a SIMPLE IRA is outside the rule: 17,000 + 4,000 at 56, 17,000 taken leaves 4,000', () => {
    expect(
      takeElection(
        { type: 'simple-ira', amount: 100_000 },
        { 'simple-ira': 1_700_000 },
        in2026({ priorYearSocialSecurityWages: OVER }),
      ).amount,
    ).toBe(100_000);
  });

  test('under 50 there is no catch-up to make Roth: the plain limit and its warning', () => {
    const { amount, warnings } = takeElection(
      { type: 'traditional-401k', amount: 100_000 },
      { 'traditional-401k': 2_400_000 },
      in2026({ dateOfBirth: '1980-01-01', priorYearSocialSecurityWages: OVER }),
    );
    expect(amount).toBe(50_000);
    expect(warnings).toContain(
      'Traditional 401(k) election of $1,000.00 cut to $500.00: the 2026 elective deferral limit of $24,500.00 across 401(k) and 403(b) plans, Roth included leaves $500.00 this year',
    );
  });

  test('in 2025 the rule was not in force: 23,500 + 7,500 - 24,000 leaves 7,000, all pre-tax', () => {
    expect(
      takeElection(
        { type: 'traditional-401k', amount: 100_000 },
        { 'traditional-401k': 2_400_000 },
        { payDate: '2025-12-12', dateOfBirth: FIFTY_SIX, priorYearSocialSecurityWages: OVER },
      ).amount,
    ).toBe(100_000);
  });

  test('the whole paycheck, 2026 tables: the cut deferral leaves more wages to withhold on', () => {
    // Monthly 8,000.00, 56, 2025 social security wages 160,000.00, 24,000.00 deferred pre-tax and
    // 88,000.00 paid earlier in 2026. Traditional 401(k) 2,000.00 cut to 500.00.
    // Pub 15-T (2026) Worksheet 1A: 1a 8,000 - 500 = 7,500; 1b 12; 1c 90,000; 1g 8,600;
    // 1i 81,400; STANDARD single row at least 57,900: 5,800 + 22%; 2e 23,500; 2f 5,170;
    // 2g 10,970; 2h / 12 = 914.1667; 3c 914.17.
    // Pub 15 (2026): SS 6.2% x 8,000 = 496.00 (96,000 with this check, under 184,500);
    // Medicare 1.45% x 8,000 = 116.00; FUTA and SUTA: the 7,000 bases were used up earlier.
    // Total 914.17 + 496.00 + 116.00 + 500.00 = 2,026.17; net 8,000 - 2,026.17 = 5,973.83.
    const paycheck = (priorYearSocialSecurityWages: Cents) =>
      calculatePaycheck(
        makeInput({
          ...W4,
          payDate: '2026-12-11',
          payFrequency: 'monthly',
          grossPay: 800_000,
          dateOfBirth: FIFTY_SIX,
          priorYearSocialSecurityWages,
          deductions: [{ type: 'traditional-401k', amount: 200_000 }],
          ytd: {
            grossPay: 8_800_000,
            supplementalPay: 0,
            deductions: { 'traditional-401k': 2_400_000 },
          },
        }),
        { trace: true },
      );
    const over = paycheck(OVER);
    expect(over).toMatchObject({
      federalIncomeTax: 91_417,
      socialSecurityTax: 49_600,
      medicareTax: 11_600,
      deductions: [
        { type: 'traditional-401k', amount: 50_000, preTax: true, limitedFrom: 200_000 },
      ],
      taxableWages: bases(750_000, 800_000),
      totalDeductions: 202_617,
      netPay: 597_383,
      employer: { futaTax: 0, sutaTax: 0 },
    });
    const finding = over.trace.find((step) => step.step === 'deductions.roth-catch-up');
    expect(finding?.label).toBe(
      'catch-up contributions must be designated Roth: 2025 social security wages from this employer of $160,000.00 exceed $150,000.00',
    );
    expect(finding?.citation).toContain('Notice 2025-67');
    const cut = over.trace.find((step) => step.step === 'deductions.0.limit');
    expect(cut?.citation).toContain('414(v)(7)');
    // 150,000.00 exactly: all 2,000 deferred; 1a 6,000; 1c 72,000; 1i 63,400; 2e 5,500;
    // 2f 1,210; 2g 7,010; 2h / 12 = 584.1667; 3c 584.17.
    const at = paycheck(AT);
    expect(at).toMatchObject({
      federalIncomeTax: 58_417,
      deductions: [{ type: 'traditional-401k', amount: 200_000, preTax: true }],
    });
    expect(at.trace.find((step) => step.step === 'deductions.roth-catch-up')?.label).toBe(
      'catch-up contributions may be pre-tax: 2025 social security wages from this employer of $150,000.00 do not exceed $150,000.00',
    );
  });

  test('prior-year wages must be a whole number of cents, 0 or more', () => {
    expect(() => calculatePaycheck(makeInput({ priorYearSocialSecurityWages: -1 }))).toThrowError(
      TaxEngineInputError,
    );
  });
});

describe('deductions: refused', () => {
  function refuse(input: Partial<PaycheckInput>): TaxEngineInputError {
    try {
      calculatePaycheck(makeInput(input));
    } catch (error) {
      if (error instanceof TaxEngineInputError) return error;
      throw error;
    }
    throw new Error('the paycheck was not refused');
  }

  test('deductions exceeding net pay are refused, naming the deduction', () => {
    // 1,000.00: 1c 26,000; 1i 17,400; 10% row: 11,000 x 10% = 1,100 / 26 = 42.31; SS 62.00;
    // Medicare 14.50; 881.19 left, and an after-tax 900.00 does not fit.
    const error = refuse({
      ...W4,
      grossPay: 100_000,
      deductions: [{ type: 'after-tax', amount: 90_000 }],
    });
    expect(error.field).toBe('deductions.0.amount');
    expect(error.message).toContain(
      'After-tax deduction of $900.00 exceeds the net pay left for it ($881.19)',
    );
  });

  test('pre-tax deductions come first: the after-tax one is named', () => {
    // 401(k) 850 leaves FIT wages 150 (3,900 a year, under 1g 8,600: no FIT); SS 62.00, Medicare
    // 14.50: 923.50 left; 401(k) 850.00 leaves 73.50, and the after-tax 100.00 does not fit.
    const error = refuse({
      ...W4,
      grossPay: 100_000,
      deductions: [
        { type: 'after-tax', amount: 10_000 },
        { type: 'traditional-401k', amount: 85_000 },
      ],
    });
    expect(error.field).toBe('deductions.0.amount');
  });

  test.each([
    [{ deductions: [{ type: 'pension', amount: 100 }] }, 'deductions.0.type'],
    [{ deductions: [{ type: 'hsa', amount: -1 }] }, 'deductions.0.amount'],
    [{ deductions: [{ type: 'hsa', amount: 100 }] }, 'hsaCoverage'],
    [{ hsaCoverage: 'couple' }, 'hsaCoverage'],
    [{ dateOfBirth: '1980-02-30' }, 'dateOfBirth'],
    [{ dateOfBirth: '2030-01-01' }, 'dateOfBirth'],
    [
      { ytd: { grossPay: 0, supplementalPay: 0, deductions: { pension: 1 } } },
      'ytd.deductions.pension',
    ],
    [{ employerContributions: { hsa: 0.5 } }, 'employerContributions.hsa'],
  ])('bad input %# is refused on %s', (input, field) => {
    expect(refuse({ grossPay: 100_000, ...(input as Partial<PaycheckInput>) }).field).toBe(field);
  });
});

describe('deductions: nothing elected', () => {
  test('an empty list changes nothing, trace included', () => {
    const input = makeInput({ ...W4, grossPay: 312_345, state: 'CA' });
    expect(calculatePaycheck({ ...input, deductions: [] }, { trace: true })).toEqual(
      calculatePaycheck(input, { trace: true }),
    );
  });

  test('the trace shows each base when there are deductions', () => {
    const result = calculatePaycheck(
      makeInput({
        grossPay: 300_000,
        state: 'PA',
        deductions: [{ type: 'traditional-401k', amount: 30_000 }],
      }),
      { trace: true },
    );
    const bases = result.trace.filter((step) => step.step.startsWith('wages.base.'));
    expect(bases.map((step) => [step.step, step.amount])).toEqual([
      ['wages.base.federal-income-tax', 270_000],
      ['wages.base.social-security', 300_000],
      ['wages.base.medicare', 300_000],
      ['wages.base.futa', 300_000],
      ['wages.base.state', 300_000],
    ]);
    expect(bases.at(-1)?.citation).toContain('72 P.S.');
  });

  test("each base's step names the deductions that lower it, as an equation", () => {
    // 3,000.00 gross with a bonus of 500.00: 401(k) 300.00 lowers income tax wages only, the
    // medical premium 100.00 every base, after-tax dues 20.00 none (Pub 15-B Table 2-1, Pub 15 s.15).
    // Box 1: 3,500 - 300 - 100 = 3,100; boxes 3 and 5: 3,500 - 100 = 3,400.
    const result = calculatePaycheck(
      makeInput({
        ...W4,
        grossPay: 300_000,
        supplementalPay: 50_000,
        deductions: [
          { type: 'traditional-401k', amount: 30_000 },
          { type: 'section-125-medical', amount: 10_000 },
          { type: 'after-tax', amount: 2_000 },
        ],
      }),
      { trace: true },
    );
    const labelOf = (step: string) => result.trace.find((line) => line.step === step)?.label;
    expect(labelOf('wages.base.federal-income-tax')).toBe(
      'Federal income tax wages (W-2 box 1): gross pay $3,500.00 − Traditional 401(k) $300.00 − Medical premium (section 125) $100.00 = $3,100.00',
    );
    expect(labelOf('wages.base.medicare')).toBe(
      'Medicare wages (W-2 box 5): gross pay $3,500.00 − Medical premium (section 125) $100.00 = $3,400.00',
    );
  });

  test('a base no deduction lowers says so', () => {
    const result = calculatePaycheck(
      makeInput({ ...W4, grossPay: 300_000, deductions: [{ type: 'roth-401k', amount: 30_000 }] }),
      { trace: true },
    );
    expect(result.trace.find((line) => line.step === 'wages.base.social-security')?.label).toBe(
      'Social security wages before the wage base (W-2 box 3): gross pay $3,000.00, no deduction lowers it',
    );
  });
});
