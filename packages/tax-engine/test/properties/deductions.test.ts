import fc from 'fast-check';
import { DEDUCTION_TYPES } from '@paylab/shared/constants';
import { describe, expect, test } from 'vitest';

import {
  calculatePaycheck,
  FILING_STATUSES,
  PAY_FREQUENCIES,
  TaxEngineInputError,
  type DeductionElection,
  type PaycheckInput,
} from '../../src/index';
import { makeInput, sumTaxesWithheld } from '../support/make-input';

const cents = (max: number) => fc.integer({ min: 0, max });

const electionArbitrary: fc.Arbitrary<DeductionElection> = fc.record({
  type: fc.constantFrom(...DEDUCTION_TYPES),
  amount: fc.oneof(cents(50_000), cents(500_000)),
});

const inputArbitrary: fc.Arbitrary<PaycheckInput> = fc
  .record({
    ruleSet: fc.constantFrom('official-2025' as const, 'spec-simplified-2025' as const),
    payDate: fc.constantFrom('2025-01-03', '2025-06-20', '2025-11-21', '2026-03-06'),
    payFrequency: fc.constantFrom(...PAY_FREQUENCIES),
    grossPay: cents(1_500_000),
    supplementalPay: fc.oneof(fc.constant(0), cents(2_000_000)),
    filingStatus: fc.constantFrom(...FILING_STATUSES),
    state: fc.constantFrom('CA', 'NY', 'NJ', 'PA', 'TX', 'WA', 'IL'),
    deductions: fc.array(electionArbitrary, { maxLength: 5 }),
    dateOfBirth: fc.option(fc.constantFrom('1960-07-01', '1970-01-15', '1990-09-09'), {
      nil: undefined,
    }),
    hsaCoverage: fc.constantFrom('self-only' as const, 'family' as const),
    ytdGross: cents(30_000_000),
    ytdDeductions: fc.dictionary(fc.constantFrom(...DEDUCTION_TYPES), cents(3_000_000), {
      maxKeys: 4,
    }),
  })
  .map(({ ytdGross, ytdDeductions, dateOfBirth, ...fields }) =>
    makeInput({
      ...fields,
      ...(dateOfBirth ? { dateOfBirth } : {}),
      ytd: { grossPay: ytdGross, supplementalPay: 0, deductions: ytdDeductions },
    }),
  );

/** The paycheck, or undefined when its deductions exceed its net pay (refused by name). */
function calculateOrRefuse(input: PaycheckInput) {
  try {
    return calculatePaycheck(input);
  } catch (error) {
    if (error instanceof TaxEngineInputError && /^deductions\.\d+\.amount$/.test(error.field))
      return undefined;
    throw error;
  }
}

describe('deduction properties', () => {
  test('net pay = gross - taxes - deductions, never negative; no base exceeds gross', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = calculateOrRefuse(input);
        if (!result) return;
        const gross = input.grossPay + input.supplementalPay;
        const taxes = sumTaxesWithheld(result);
        const deductions = result.deductions.reduce((sum, line) => sum + line.amount, 0);
        expect(result.netPay).toBe(gross - taxes - deductions);
        expect(result.totalDeductions).toBe(taxes + deductions);
        expect(result.netPay).toBeGreaterThanOrEqual(0);
        for (const base of Object.values(result.taxableWages)) {
          expect(base).toBeGreaterThanOrEqual(0);
          expect(base).toBeLessThanOrEqual(gross);
        }
        result.deductions.forEach((line, index) => {
          const election = input.deductions![index]!;
          expect(line.type).toBe(election.type);
          expect(line.amount).toBeLessThanOrEqual(election.amount);
          expect(line.limitedFrom).toBe(
            line.amount < election.amount ? election.amount : undefined,
          );
        });
      }),
      { numRuns: 400 },
    );
  });

  test('a limit is never passed: 402(g) with catch-up, HSA and dependent care', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = calculateOrRefuse(input);
        if (!result) return;
        const year = Number(input.payDate.slice(0, 4));
        const age = input.dateOfBirth ? year - Number(input.dateOfBirth.slice(0, 4)) : 0;
        const catchUp =
          age >= 60 && age <= 63 ? 1_125_000 : age >= 50 ? (year === 2025 ? 750_000 : 800_000) : 0;
        const limits = [
          {
            types: ['traditional-401k', 'roth-401k', 'traditional-403b', 'roth-403b'],
            limit: (year === 2025 ? 2_350_000 : 2_450_000) + catchUp,
          },
          {
            types: ['hsa'],
            limit:
              (input.hsaCoverage === 'family'
                ? year === 2025
                  ? 855_000
                  : 875_000
                : year === 2025
                  ? 430_000
                  : 440_000) + (age >= 55 ? 100_000 : 0),
          },
          {
            types: ['dependent-care-fsa'],
            limit:
              input.filingStatus === 'married-separate'
                ? year === 2025
                  ? 250_000
                  : 375_000
                : year === 2025
                  ? 500_000
                  : 750_000,
          },
        ];
        for (const { types, limit } of limits) {
          const before = types.reduce(
            (sum, type) => sum + (input.ytd.deductions?.[type as 'hsa'] ?? 0),
            0,
          );
          const taken = result.deductions
            .filter((line) => types.includes(line.type))
            .reduce((sum, line) => sum + line.amount, 0);
          expect(before + taken).toBeLessThanOrEqual(Math.max(limit, before));
          if (before >= limit) expect(taken).toBe(0);
        }
      }),
      { numRuns: 400 },
    );
  });
});
