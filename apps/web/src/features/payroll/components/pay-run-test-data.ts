import type { PayRunPreview, PayRunRow } from '@paylab/shared';

/** Every amount of a paycheck at zero, for tests that only look at rows and hours. */
export const ZERO_AMOUNTS = {
  grossPay: '0.00',
  supplementalPay: '0.00',
  federalIncomeTax: '0.00',
  socialSecurityTax: '0.00',
  medicareTax: '0.00',
  additionalMedicareTax: '0.00',
  stateIncomeTax: '0.00',
  stateDisabilityTax: '0.00',
  statePaidFamilyLeave: '0.00',
  additionalWithholding: '0.00',
  totalDeductions: '0.00',
  netPay: '0.00',
  employer: { socialSecurityTax: '0.00', medicareTax: '0.00', futaTax: '0.00', sutaTax: '0.00' },
};

/** A previewed paycheck of 80 regular hours for `firstName` Doe, with the given amounts. */
export function buildPayRunRow(
  employeeId: string,
  firstName: string,
  amounts: typeof ZERO_AMOUNTS = ZERO_AMOUNTS,
): PayRunRow {
  return {
    employeeId,
    employee: { employeeId: `E-${employeeId}`, firstName, lastName: 'Doe', department: 'Ops' },
    payType: 'salaried',
    overtimeExempt: false,
    payBasis: 'salary',
    hoursWorked: 80,
    overtimeHours: 0,
    regularRate: '25.00',
    overtimePay: '0.00',
    ...amounts,
    error: null,
  };
}

/**
 * A bi-weekly preview of June 1–14, 2025, paid June 14, holding `rows` on its one page with no
 * errors; its totals are zero unless `overrides` gives them.
 */
export function buildPayRunPreview(
  rows: PayRunRow[],
  overrides: Partial<PayRunPreview> = {},
): PayRunPreview {
  return {
    payFrequency: 'bi-weekly',
    payPeriodStart: '2025-06-01',
    payPeriodEnd: '2025-06-14',
    payDate: '2025-06-14',
    ruleSet: 'official-2025',
    employeeCount: rows.length,
    rows,
    page: 1,
    pageSize: 25,
    totals: { ...ZERO_AMOUNTS, hoursWorked: 0, overtimeHours: 0 },
    errorCount: 0,
    errors: [],
    warnings: [],
    ...overrides,
  };
}
