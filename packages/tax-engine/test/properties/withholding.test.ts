import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { US_STATES } from '@paylab/shared/constants';

import {
  calculatePaycheck,
  FILING_STATUSES,
  PAY_FREQUENCIES,
  type FormW4Amounts,
  type PaycheckInput,
} from '../../src/index';
import { makeInput, sumTaxesWithheld } from '../support/make-input';

const cents = (max: number) => fc.integer({ min: 0, max });

const w4Arbitrary: fc.Arbitrary<FormW4Amounts | undefined> = fc.option(
  fc.record({
    step2Checkbox: fc.boolean(),
    dependentsAmount: cents(2_000_000),
    otherIncome: cents(20_000_000),
    deductions: cents(5_000_000),
    extraWithholding: cents(50_000),
  }),
  { nil: undefined },
);

const inputArbitrary: fc.Arbitrary<PaycheckInput> = fc.record({
  ruleSet: fc.constantFrom('official-2025', 'spec-simplified-2025'),
  payDate: fc.constantFrom('2025-01-03', '2025-06-13', '2025-12-31', '2026-03-06'),
  payFrequency: fc.constantFrom(...PAY_FREQUENCIES),
  grossPay: cents(5_000_000),
  supplementalPay: fc.oneof(fc.constant(0), cents(20_000_000)),
  filingStatus: fc.constantFrom(...FILING_STATUSES),
  allowances: fc.integer({ min: 0, max: 12 }),
  stateAllowances: fc.integer({ min: 0, max: 12 }),
  additionalWithholding: cents(20_000),
  // Every jurisdiction (issue 28): each state's rules keep the same properties.
  state: fc.constantFrom(...US_STATES.map(([code]) => code)),
  w4: w4Arbitrary,
  ytd: fc.record({
    grossPay: cents(50_000_000),
    supplementalPay: fc.oneof(fc.constant(0), cents(150_000_000)),
  }),
  sutaRate: fc.integer({ min: 0, max: 62_000 }),
});

describe('withholding properties', () => {
  test('no amount is ever negative, and net pay equals wages less total deductions', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = calculatePaycheck(input);
        const amounts = [
          result.federalIncomeTax,
          result.socialSecurityTax,
          result.medicareTax,
          result.additionalMedicareTax,
          result.stateIncomeTax,
          result.stateDisabilityTax,
          result.statePaidFamilyLeave,
          result.stateOtherTaxes,
          result.additionalWithholding,
          result.totalDeductions,
          result.netPay,
          ...Object.values(result.employer),
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        const sum = sumTaxesWithheld(result);
        expect(result.totalDeductions).toBe(sum);
        expect(result.netPay).toBe(input.grossPay + input.supplementalPay - sum);
      }),
      { numRuns: 2_000 },
    );
  });

  test.each([
    ['federal withholding never decreases as wages rise, for a fixed W-4', 'official-2025', 2_000],
    [
      'spec-simplified federal withholding never decreases as the salary rises',
      'spec-simplified-2025',
      1_000,
    ],
  ] as const)('%s', (_name, ruleSet, numRuns) => {
    fc.assert(
      fc.property(inputArbitrary, cents(1_000_000), (input, raise) => {
        const base = { ...input, ruleSet };
        const lower = calculatePaycheck(base).federalIncomeTax;
        const higher = calculatePaycheck({
          ...base,
          grossPay: base.grossPay + raise,
        }).federalIncomeTax;
        expect(higher).toBeGreaterThanOrEqual(lower);
      }),
      { numRuns },
    );
  });
});

interface SimulatedYear {
  frequency: (typeof PAY_FREQUENCIES)[number];
  paychecks: { grossPay: number; supplementalPay: number }[];
  state: string;
}

const yearArbitrary: fc.Arbitrary<SimulatedYear> = fc
  .constantFrom(...PAY_FREQUENCIES)
  .chain((frequency) =>
    fc.record({
      frequency: fc.constant(frequency),
      paychecks: fc.array(
        fc.record({
          grossPay: cents(2_500_000),
          supplementalPay: fc.oneof(
            { weight: 4, arbitrary: fc.constant(0) },
            { weight: 1, arbitrary: cents(10_000_000) },
          ),
        }),
        {
          minLength: 1,
          maxLength: { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 }[frequency],
        },
      ),
      state: fc.constantFrom('CA', 'NY', 'TX'),
    }),
  );

/** Runs a calendar year of paychecks, carrying year-to-date wages forward as a payroll system would. */
function runYear(year: SimulatedYear) {
  // As payroll feeds the engine: wages paid and PFL withheld by the earlier paychecks.
  const ytd = { grossPay: 0, supplementalPay: 0, paidFamilyLeave: 0 };
  const results = year.paychecks.map((paycheck) => {
    const before = { ...ytd };
    const result = calculatePaycheck(
      makeInput({ payFrequency: year.frequency, state: year.state, ...paycheck, ytd: before }),
    );
    ytd.grossPay += paycheck.grossPay;
    ytd.supplementalPay += paycheck.supplementalPay;
    ytd.paidFamilyLeave += result.statePaidFamilyLeave;
    return { before, paycheck, result };
  });
  return { results, totalWages: ytd.grossPay + ytd.supplementalPay };
}

describe('simulated years', () => {
  test('social security withheld over the year is 6.2% of min(wages, wage base) within a cent', () => {
    fc.assert(
      fc.property(yearArbitrary, (year) => {
        const { results, totalWages } = runYear(year);
        const withheld = results.reduce((sum, { result }) => sum + result.socialSecurityTax, 0);
        const employer = results.reduce(
          (sum, { result }) => sum + result.employer.socialSecurityTax,
          0,
        );
        // 6.2% of the capped wages, in cents: wages x 62 / 1,000, compared without rounding.
        const exactTimes1000 = Math.min(totalWages, 17_610_000) * 62;
        expect(Math.abs(withheld * 1_000 - exactTimes1000)).toBeLessThanOrEqual(1_000);
        expect(employer).toBe(withheld);
      }),
      { numRuns: 500 },
    );
  });

  test('Additional Medicare is zero until year-to-date wages pass 200,000, and 0.9% of the excess over the year', () => {
    fc.assert(
      fc.property(yearArbitrary, (year) => {
        const { results, totalWages } = runYear(year);
        for (const { before, paycheck, result } of results) {
          const after =
            before.grossPay + before.supplementalPay + paycheck.grossPay + paycheck.supplementalPay;
          if (after <= 20_000_000) expect(result.additionalMedicareTax).toBe(0);
        }
        const withheld = results.reduce((sum, { result }) => sum + result.additionalMedicareTax, 0);
        const exactTimes1000 = Math.max(0, totalWages - 20_000_000) * 9;
        expect(Math.abs(withheld * 1_000 - exactTimes1000)).toBeLessThanOrEqual(1_000);
      }),
      { numRuns: 500 },
    );
  });

  test('FUTA over the year is 0.6% of the first 7,000, and NY PFL never exceeds its annual maximum', () => {
    fc.assert(
      fc.property(yearArbitrary, (year) => {
        const { results, totalWages } = runYear(year);
        const futa = results.reduce((sum, { result }) => sum + result.employer.futaTax, 0);
        expect(Math.abs(futa * 1_000 - Math.min(totalWages, 700_000) * 6)).toBeLessThanOrEqual(
          1_000,
        );
        const pfl = results.reduce((sum, { result }) => sum + result.statePaidFamilyLeave, 0);
        expect(pfl).toBeLessThanOrEqual(35_453);
      }),
      { numRuns: 300 },
    );
  });
});
