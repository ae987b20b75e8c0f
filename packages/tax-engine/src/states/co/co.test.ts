import { describe, expect, test } from 'vitest';

import type { FilingStatus } from '../../types';
import { runStateRule } from '../state-rule';
import { CO_RULE, type CoCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  federalFilingStatus?: FilingStatus;
  certificate?: Partial<CoCertificate>;
  incomeTax: number;
  famli: number;
}

function runCase(testCase: Case) {
  return runStateRule(CO_RULE, {
    payDate: '2025-08-15',
    payFrequency: testCase.frequency,
    periodsPerYear: FREQUENCIES[testCase.frequency],
    wages: testCase.wages,
    supplementalWages: testCase.supplementalWages ?? 0,
    wagesBefore: testCase.wagesBefore ?? 0,
    linesBefore: {},
    federalFilingStatus: testCase.federalFilingStatus ?? 'single',
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
    certificate: testCase.certificate,
  });
}

// Worked by hand from DR 1098 lines 1-2e and the FAMLI premium; amounts in dollars.
const CASES: Case[] = [
  {
    // W-4 single, no DR 0004: 2,000 x 26 = 52,000 - 5,000 = 47,000 x 4.4% = 2,068.00
    // / 26 = 79.54 -> $80; FAMLI 0.45% x 2,000 = 9.00
    name: 'bi-weekly, W-4 single',
    frequency: 'bi-weekly',
    wages: 200_000,
    incomeTax: 8_000,
    famli: 900,
  },
  {
    // W-4 married filing jointly: 5,416.67 x 12 = 65,000.04 - 10,000 = 55,000.04 x 4.4% = 2,420.00
    // / 12 = 201.67 -> $202; FAMLI 0.45% x 5,416.67 = 24.375 -> 24.38
    name: 'monthly, W-4 married filing jointly',
    frequency: 'monthly',
    wages: 541_667,
    federalFilingStatus: 'married-joint',
    incomeTax: 20_200,
    famli: 2_438,
  },
  {
    // DR 0004 line 2 $14,000: 1,000 x 52 = 52,000 - 14,000 = 38,000 x 4.4% = 1,672 / 52 = 32.15
    // -> $32, plus line 3 $5.00 = 37.00; FAMLI 4.50
    name: 'weekly, DR 0004 allowance and extra amount',
    frequency: 'weekly',
    wages: 100_000,
    certificate: { isDr0004OnFile: true, annualAllowance: 1_400_000, additionalWithholding: 500 },
    incomeTax: 3_700,
    famli: 450,
  },
  {
    // DR 0004 line 2 of zero is used as entered: 3,000 x 24 = 72,000 x 4.4% = 3,168 / 24 = 132.00
    // FAMLI 0.45% x 3,000 = 13.50
    name: 'semi-monthly, DR 0004 with a zero allowance',
    frequency: 'semi-monthly',
    wages: 300_000,
    federalFilingStatus: 'married-joint',
    certificate: { isDr0004OnFile: true, annualAllowance: 0 },
    incomeTax: 13_200,
    famli: 1_350,
  },
  {
    // 90 x 52 = 4,680 < 5,000 -> 0; FAMLI 0.45% x 90 = 0.405 -> 0.41
    name: 'weekly, wages under the allowance',
    frequency: 'weekly',
    wages: 9_000,
    incomeTax: 0,
    famli: 41,
  },
  {
    // income tax as the first case, $80; FAMLI crosses the $176,100 base: 175,000 earlier,
    // 1,100 taxable now: 0.45% x 176,100 = 792.45 - 0.45% x 175,000 = 787.50 -> 4.95
    name: 'FAMLI wage base crossed this period',
    frequency: 'bi-weekly',
    wages: 200_000,
    wagesBefore: 17_500_000,
    incomeTax: 8_000,
    famli: 495,
  },
  {
    name: 'FAMLI wage base already reached',
    frequency: 'bi-weekly',
    wages: 200_000,
    wagesBefore: 18_000_000,
    incomeTax: 8_000,
    famli: 0,
  },
  {
    // regular $80 plus 4.4% x 1,000 bonus = 44.00 -> 124.00; FAMLI 0.45% x 3,000 = 13.50
    name: 'bonus at 4.40%',
    frequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    incomeTax: 12_400,
    famli: 1_350,
  },
];

describe('Colorado withholding and FAMLI, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([
      { programId: 'co-income-tax', amount: testCase.incomeTax },
      { programId: 'co-famli', amount: testCase.famli },
    ]);
  });
});
