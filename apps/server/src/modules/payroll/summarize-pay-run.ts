import { formatMoney, type PayRunRow, type PayRunTotals } from '@paylab/shared';
import { formatFourDecimals } from './calculate-earnings';
import type { BuiltPayRun, BuiltPayRunRow } from './build-pay-run';

const ZERO = '0.00';

export function toPayRunRow(row: BuiltPayRunRow): PayRunRow {
  const { employee, earnings, result } = row;
  const money = (cents: number | undefined) => (cents === undefined ? ZERO : formatMoney(cents));
  return {
    employeeId: employee.id,
    employee: { employeeId: employee.employeeCode, firstName: employee.firstName, lastName: employee.lastName, department: employee.department },
    hoursWorked: row.hoursHundredths / 100,
    overtimeHours: row.overtimeHundredths / 100,
    regularRate: earnings ? formatFourDecimals(earnings.regularRate) : '0.0000',
    overtimePay: money(earnings?.overtimePay),
    grossPay: money(earnings?.grossPay),
    supplementalPay: ZERO,
    federalIncomeTax: money(result?.federalIncomeTax),
    socialSecurityTax: money(result?.socialSecurityTax),
    medicareTax: money(result?.medicareTax),
    additionalMedicareTax: money(result?.additionalMedicareTax),
    stateIncomeTax: money(result?.stateIncomeTax),
    stateDisabilityTax: money(result?.stateDisabilityTax),
    statePaidFamilyLeave: money(result?.statePaidFamilyLeave),
    additionalWithholding: money(result?.additionalWithholding),
    totalDeductions: money(result?.totalDeductions),
    netPay: money(result?.netPay),
    employer: {
      socialSecurityTax: money(result?.employer.socialSecurityTax),
      medicareTax: money(result?.employer.medicareTax),
      futaTax: money(result?.employer.futaTax),
      sutaTax: money(result?.employer.sutaTax),
    },
    error: row.error,
  };
}

/** Column totals over the rows that will be paid (rows with errors are left out). */
export function sumPayRun(run: BuiltPayRun): PayRunTotals & { grossPayCents: number; netPayCents: number; paidCount: number } {
  const cents = {
    grossPay: 0, federalIncomeTax: 0, socialSecurityTax: 0, medicareTax: 0, additionalMedicareTax: 0, stateIncomeTax: 0,
    stateDisabilityTax: 0, statePaidFamilyLeave: 0, additionalWithholding: 0, totalDeductions: 0, netPay: 0,
    employerSocialSecurityTax: 0, employerMedicareTax: 0, futaTax: 0, sutaTax: 0, hours: 0, overtime: 0, paidCount: 0,
  };
  for (const row of run.rows) {
    if (!row.earnings || !row.result) continue;
    const { result } = row;
    cents.paidCount += 1;
    cents.grossPay += row.earnings.grossPay;
    cents.federalIncomeTax += result.federalIncomeTax;
    cents.socialSecurityTax += result.socialSecurityTax;
    cents.medicareTax += result.medicareTax;
    cents.additionalMedicareTax += result.additionalMedicareTax;
    cents.stateIncomeTax += result.stateIncomeTax;
    cents.stateDisabilityTax += result.stateDisabilityTax;
    cents.statePaidFamilyLeave += result.statePaidFamilyLeave;
    cents.additionalWithholding += result.additionalWithholding;
    cents.totalDeductions += result.totalDeductions;
    cents.netPay += result.netPay;
    cents.employerSocialSecurityTax += result.employer.socialSecurityTax;
    cents.employerMedicareTax += result.employer.medicareTax;
    cents.futaTax += result.employer.futaTax;
    cents.sutaTax += result.employer.sutaTax;
    cents.hours += row.hoursHundredths;
    cents.overtime += row.overtimeHundredths;
  }
  return {
    grossPay: formatMoney(cents.grossPay),
    supplementalPay: ZERO,
    federalIncomeTax: formatMoney(cents.federalIncomeTax),
    socialSecurityTax: formatMoney(cents.socialSecurityTax),
    medicareTax: formatMoney(cents.medicareTax),
    additionalMedicareTax: formatMoney(cents.additionalMedicareTax),
    stateIncomeTax: formatMoney(cents.stateIncomeTax),
    stateDisabilityTax: formatMoney(cents.stateDisabilityTax),
    statePaidFamilyLeave: formatMoney(cents.statePaidFamilyLeave),
    additionalWithholding: formatMoney(cents.additionalWithholding),
    totalDeductions: formatMoney(cents.totalDeductions),
    netPay: formatMoney(cents.netPay),
    employer: {
      socialSecurityTax: formatMoney(cents.employerSocialSecurityTax),
      medicareTax: formatMoney(cents.employerMedicareTax),
      futaTax: formatMoney(cents.futaTax),
      sutaTax: formatMoney(cents.sutaTax),
    },
    hoursWorked: cents.hours / 100,
    overtimeHours: cents.overtime / 100,
    grossPayCents: cents.grossPay,
    netPayCents: cents.netPay,
    paidCount: cents.paidCount,
  };
}
