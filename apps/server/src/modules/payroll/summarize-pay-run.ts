import {
  formatMoney,
  formatWithheldAmounts,
  type PayRunRow,
  type PayRunTotals,
  type WithheldAmountsInCents,
} from '@paylab/shared';
import { formatFourDecimals } from './calculate-earnings';
import type { BuiltPayRun, BuiltPayRunRow } from './build-pay-run';

const ZERO = '0.00';

function withholdNothing(): WithheldAmountsInCents {
  return {
    federalIncomeTax: 0,
    socialSecurityTax: 0,
    medicareTax: 0,
    additionalMedicareTax: 0,
    stateIncomeTax: 0,
    stateDisabilityTax: 0,
    statePaidFamilyLeave: 0,
    additionalWithholding: 0,
    totalDeductions: 0,
    netPay: 0,
    employer: { socialSecurityTax: 0, medicareTax: 0, futaTax: 0, sutaTax: 0 },
  };
}

export function toPayRunRow(row: BuiltPayRunRow): PayRunRow {
  const { employee, earnings, result } = row;
  const money = (cents: number | undefined) => (cents === undefined ? ZERO : formatMoney(cents));
  return {
    employeeId: employee.id,
    employee: {
      employeeId: employee.employeeCode,
      firstName: employee.firstName,
      lastName: employee.lastName,
      department: employee.department,
    },
    // As paid: a non-exempt employee's hours over 40 a week show as overtime.
    hoursWorked: (earnings?.regularHundredths ?? row.hoursHundredths) / 100,
    overtimeHours: (earnings?.overtimeHundredths ?? row.overtimeHundredths) / 100,
    payType: employee.payType,
    overtimeExempt: employee.overtimeExempt,
    payBasis: earnings?.payBasis ?? null,
    regularRate: earnings ? formatFourDecimals(earnings.regularRate) : '0.0000',
    overtimePay: money(earnings?.overtimePay),
    grossPay: money(earnings?.grossPay),
    supplementalPay: ZERO,
    // A row refused with an error withholds nothing.
    ...formatWithheldAmounts(result ?? withholdNothing()),
    error: row.error,
  };
}

/** Column totals over the rows that will be paid (rows with errors are left out). */
export function sumPayRun(
  run: BuiltPayRun,
): PayRunTotals & { grossPayCents: number; netPayCents: number; paidCount: number } {
  const cents = { grossPay: 0, hours: 0, overtime: 0, paidCount: 0 };
  const withheld = withholdNothing();
  for (const row of run.rows) {
    if (!row.earnings || !row.result) continue;
    const { result } = row;
    cents.paidCount += 1;
    cents.grossPay += row.earnings.grossPay;
    withheld.federalIncomeTax += result.federalIncomeTax;
    withheld.socialSecurityTax += result.socialSecurityTax;
    withheld.medicareTax += result.medicareTax;
    withheld.additionalMedicareTax += result.additionalMedicareTax;
    withheld.stateIncomeTax += result.stateIncomeTax;
    withheld.stateDisabilityTax += result.stateDisabilityTax;
    withheld.statePaidFamilyLeave += result.statePaidFamilyLeave;
    withheld.additionalWithholding += result.additionalWithholding;
    withheld.totalDeductions += result.totalDeductions;
    withheld.netPay += result.netPay;
    withheld.employer.socialSecurityTax += result.employer.socialSecurityTax;
    withheld.employer.medicareTax += result.employer.medicareTax;
    withheld.employer.futaTax += result.employer.futaTax;
    withheld.employer.sutaTax += result.employer.sutaTax;
    cents.hours += row.earnings.regularHundredths;
    cents.overtime += row.earnings.overtimeHundredths;
  }
  return {
    grossPay: formatMoney(cents.grossPay),
    supplementalPay: ZERO,
    ...formatWithheldAmounts(withheld),
    hoursWorked: cents.hours / 100,
    overtimeHours: cents.overtime / 100,
    grossPayCents: cents.grossPay,
    netPayCents: withheld.netPay,
    paidCount: cents.paidCount,
  };
}
