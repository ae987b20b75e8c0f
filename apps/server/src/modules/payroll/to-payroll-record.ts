import { eq, getTableColumns } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { employees, payrollRecords, type DatabaseOrTransaction } from '@paylab/db';
import type { PayrollRecord } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

/**
 * The columns toPayrollRecord needs: the whole payroll_records row and its employee's name fields.
 * Every reader of payroll records selects this, from payrollRecords inner-joined with employees.
 */
export const payrollRecordSelection = {
  ...getTableColumns(payrollRecords),
  employee: {
    employeeId: employees.employeeId,
    firstName: employees.firstName,
    lastName: employees.lastName,
    department: employees.department,
  },
};

export type PayrollRecordRow = SelectResultFields<typeof payrollRecordSelection>;

/** Payroll records with their employees, ready for a where, an order and a page. */
export function selectPayrollRecords(db: DatabaseOrTransaction) {
  return db
    .select(payrollRecordSelection)
    .from(payrollRecords)
    .innerJoin(employees, eq(employees.id, payrollRecords.employeeId));
}

/** NUMERIC text from the database is already "1234.50"; normalising guards against other scales. */
function money(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export function toPayrollRecord(row: PayrollRecordRow): PayrollRecord {
  return {
    id: row.id,
    employeeId: row.employeeId,
    payRunId: row.payRunId,
    payPeriodStart: row.payPeriodStart,
    payPeriodEnd: row.payPeriodEnd,
    payDate: row.payDate,
    ruleSet: row.ruleSet as PayrollRecord['ruleSet'],
    state: row.state,
    payBasis: row.payBasis as PayrollRecord['payBasis'],
    hoursWorked: Number(row.hoursWorked),
    overtimeHours: Number(row.overtimeHours),
    regularRate: row.regularRate,
    overtimeRate: row.overtimeRate,
    overtimePay: money(row.overtimePay),
    grossPay: money(row.grossPay),
    supplementalPay: money(row.supplementalPay),
    federalIncomeTax: money(row.federalIncomeTax),
    socialSecurityTax: money(row.socialSecurityTax),
    medicareTax: money(row.medicareTax),
    additionalMedicareTax: money(row.additionalMedicareTax),
    stateIncomeTax: money(row.stateIncomeTax),
    stateDisabilityTax: money(row.stateDisabilityTax),
    statePaidFamilyLeave: money(row.statePaidFamilyLeave),
    additionalWithholding: money(row.additionalWithholding),
    totalDeductions: money(row.totalDeductions),
    netPay: money(row.netPay),
    employer: {
      socialSecurityTax: money(row.employerSocialSecurityTax),
      medicareTax: money(row.employerMedicareTax),
      futaTax: money(row.futaTax),
      sutaTax: money(row.sutaTax),
    },
    createdAt: toIsoTimestamp(row.createdAt),
    employee: row.employee,
  };
}
