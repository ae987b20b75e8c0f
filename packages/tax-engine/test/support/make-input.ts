import type { PaycheckInput, PaycheckResult } from '../../src/index';

/** A 2025 bi-weekly single employee in Texas (no state tax) with nothing on file; cases override what they test. */
export function makeInput(overrides: Partial<PaycheckInput> = {}): PaycheckInput {
  return {
    ruleSet: 'official-2025',
    payDate: '2025-06-13',
    payFrequency: 'bi-weekly',
    grossPay: 0,
    supplementalPay: 0,
    filingStatus: 'single',
    allowances: 0,
    stateAllowances: 0,
    additionalWithholding: 0,
    state: 'TX',
    ytd: { grossPay: 0, supplementalPay: 0 },
    sutaRate: 34_000,
    ...overrides,
  };
}

/** Every tax withheld from the employee, the W-4's extra amount included, each counted once. */
export function sumTaxesWithheld(result: PaycheckResult): number {
  return (
    result.federalIncomeTax +
    result.additionalWithholding +
    result.socialSecurityTax +
    result.medicareTax +
    result.additionalMedicareTax +
    result.stateIncomeTax +
    result.stateDisabilityTax +
    result.statePaidFamilyLeave +
    result.stateOtherTaxes
  );
}

/**
 * A state rule's input beside its pay date, frequency and wages: no bonus, nothing paid or
 * withheld earlier in the year, a single federal filer with nothing withheld federally.
 */
export const STATE_INPUT_DEFAULTS = {
  supplementalWages: 0,
  wagesBefore: 0,
  linesBefore: {},
  federalFilingStatus: 'single',
  federalAllowances: 0,
  federalIncomeTax: 0,
  ficaTax: 0,
} as const;

/** A 2020-or-later W-4 with nothing in Steps 2 to 4. */
export const EMPTY_W4 = {
  step2Checkbox: false,
  dependentsAmount: 0,
  otherIncome: 0,
  deductions: 0,
  extraWithholding: 0,
} as const;

type Expected = Partial<Omit<PaycheckResult, 'employer' | 'trace'>> & {
  employer?: Partial<PaycheckResult['employer']>;
};

export interface KnownAnswerCase {
  name: string;
  input: Partial<PaycheckInput>;
  expected: Expected;
}
