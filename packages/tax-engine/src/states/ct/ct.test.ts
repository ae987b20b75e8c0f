import { describe, expect, test } from 'vitest';

import { runStateRule } from '../state-rule';
import { CT_RULE, type CtCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  certificate?: Partial<CtCertificate>;
  incomeTax: number;
  paidLeave: number;
}

function runCase(testCase: Case) {
  return runStateRule(CT_RULE, {
    payDate: '2025-04-18',
    payFrequency: testCase.frequency,
    periodsPerYear: FREQUENCIES[testCase.frequency],
    wages: testCase.wages,
    supplementalWages: testCase.supplementalWages ?? 0,
    wagesBefore: testCase.wagesBefore ?? 0,
    linesBefore: {},
    federalFilingStatus: 'single',
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
    certificate: testCase.certificate,
  });
}

// Worked by hand from TPG-211 Tables A-E (annual gross wages G, taxable T); amounts in dollars.
const CASES: Case[] = [
  {
    // code A: G = 1,000 x 52 = 52,000; Table A > 35,000 -> 0; T = 52,000
    // Table B 2,000 + 5.5% x 2,000 = 2,110; Table C (50,250, 52,750] = 25; Table D 0 -> 2,135
    // Table E (51,500, 52,000] = .02 -> 2,135 x .98 = 2,092.30; / 52 = 40.2365 -> 40.24
    // Paid Leave 0.5% x 1,000 = 5.00
    name: 'weekly, code A near the end of the credit',
    frequency: 'weekly',
    wages: 100_000,
    certificate: { withholdingCode: 'A' },
    incomeTax: 4_024,
    paidLeave: 500,
  },
  {
    // code D: no exemption, no credit: 2,135 / 52 = 41.0577 -> 41.06
    name: 'weekly, code D',
    frequency: 'weekly',
    wages: 100_000,
    certificate: { withholdingCode: 'D' },
    incomeTax: 4_106,
    paidLeave: 500,
  },
  {
    // no CT-W4: 6.99% x 1,000 = 69.90
    name: 'weekly, no CT-W4 on file',
    frequency: 'weekly',
    wages: 100_000,
    incomeTax: 6_990,
    paidLeave: 500,
  },
  {
    // code F: G = 1,500 x 26 = 39,000; Table A (38,000, 39,000] = 6,000; T = 33,000
    // 200 + 4.5% x 23,000 = 1,235; Tables C, D 0; Table E (33,300, 60,000] = .10 -> 1,111.50
    // / 26 = 42.75; Paid Leave 7.50
    name: 'bi-weekly, code F with a partial exemption',
    frequency: 'bi-weekly',
    wages: 150_000,
    certificate: { withholdingCode: 'F' },
    incomeTax: 4_275,
    paidLeave: 750,
  },
  {
    // code B: G = 2,500 x 24 = 60,000; Table A > 56,000 -> 0; T = 60,000
    // 320 + 4.5% x 44,000 = 2,300; Table C 0 (<= 78,500); Table E (46,000, 74,000] = .10
    // -> 2,070; / 24 = 86.25; Paid Leave 12.50
    name: 'semi-monthly, code B',
    frequency: 'semi-monthly',
    wages: 250_000,
    certificate: { withholdingCode: 'B' },
    incomeTax: 8_625,
    paidLeave: 1_250,
  },
  {
    // code C: G = 10,000 x 12 = 120,000; T = 120,000; 4,000 + 5.5% x 20,000 = 5,100
    // Table C (115,500, 120,500] = 200; Table D 0; credit 0 -> 5,300 / 12 = 441.67
    // Paid Leave 50.00
    name: 'monthly, code C with the add-back',
    frequency: 'monthly',
    wages: 1_000_000,
    certificate: { withholdingCode: 'C' },
    incomeTax: 44_167,
    paidLeave: 5_000,
  },
  {
    // code A: G = 20,000 x 12 = 240,000; 10,750 + 6.5% x 40,000 = 13,350; add-back 250
    // recapture (235,000, 240,000] = 970 -> 14,570 / 12 = 1,214.17
    // Paid Leave crosses $176,100: 160,000 earlier; 0.5% x 176,100 = 880.50 - 800.00 = 80.50
    name: 'monthly, code A with recapture, Paid Leave wage base crossed',
    frequency: 'monthly',
    wages: 2_000_000,
    wagesBefore: 16_000_000,
    certificate: { withholdingCode: 'A' },
    incomeTax: 121_417,
    paidLeave: 8_050,
  },
  {
    // code A at exactly 24,000 a year: Table A (0, 24,000] = 12,000; T = 12,000
    // 200 + 4.5% x 2,000 = 290; Table E (21,500, 25,000] = .15 -> 246.50; / 12 = 20.5417 -> 20.54
    name: 'monthly, code A at the top of the full exemption',
    frequency: 'monthly',
    wages: 200_000,
    certificate: { withholdingCode: 'A' },
    incomeTax: 2_054,
    paidLeave: 1_000,
  },
  {
    // code A, wages under the exemption: G = 200 x 52 = 10,400 < 12,000 -> 0
    name: 'weekly, code A under the exemption',
    frequency: 'weekly',
    wages: 20_000,
    certificate: { withholdingCode: 'A' },
    incomeTax: 0,
    paidLeave: 100,
  },
  {
    // code E withholds nothing; line 2 adds 10.00
    name: 'code E with additional withholding',
    frequency: 'weekly',
    wages: 100_000,
    certificate: { withholdingCode: 'E', additionalWithholding: 1_000 },
    incomeTax: 1_000,
    paidLeave: 500,
  },
  {
    // code D 41.06 less line 3 reduction 5.00 = 36.06
    name: 'code D with reduced withholding',
    frequency: 'weekly',
    wages: 100_000,
    certificate: { withholdingCode: 'D', reducedWithholding: 500 },
    incomeTax: 3_606,
    paidLeave: 500,
  },
  {
    // bonus taxed with the period's wages: G = (1,000 + 500) x 52 = 78,000; T = 78,000
    // 2,000 + 5.5% x 28,000 = 3,540; add-back (> 72,750) 250; credit 0 -> 3,790 / 52 = 72.8846
    // -> 72.88; Paid Leave 0.5% x 1,500 = 7.50
    name: 'weekly, code A with a bonus',
    frequency: 'weekly',
    wages: 100_000,
    supplementalWages: 50_000,
    certificate: { withholdingCode: 'A' },
    incomeTax: 7_288,
    paidLeave: 750,
  },
];

describe('Connecticut withholding and CT Paid Leave, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([
      { programId: 'ct-income-tax', amount: testCase.incomeTax },
      { programId: 'ct-paid-leave', amount: testCase.paidLeave },
    ]);
  });
});
