import { sql, type SQL } from 'drizzle-orm';
import { employees, selectInForceStateCertificateValues } from '@paylab/db';
import type { CertificateWireValues, Employee } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

export type EmployeeRow = typeof employees.$inferSelect;

/** Whether the employee has been paid: such an employee cannot be deleted, only marked inactive. */
export const selectHasPayrollHistory = sql<boolean>`exists (select 1 from payroll_records history where history.employee_id = "employees"."id")`;

/** The values of the work state's certificate in force on `today`, or null (the state's defaults). */
export function selectStateCertificateInForce(today: string | SQL) {
  return selectInForceStateCertificateValues(employees.id, employees.state, today);
}

export interface EmployeeFacts {
  hasPayrollHistory: boolean;
  /** The work state's certificate in force today; null when none is. */
  stateCertificate: CertificateWireValues | null;
}

export function toEmployee(
  row: EmployeeRow,
  { hasPayrollHistory, stateCertificate }: EmployeeFacts,
): Employee {
  return {
    id: row.id,
    employeeId: row.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    department: row.department,
    position: row.position,
    payType: row.payType as Employee['payType'],
    annualSalary: row.annualSalary,
    hourlyRate: row.hourlyRate,
    overtimeExempt: row.overtimeExempt,
    payFrequency: row.payFrequency as Employee['payFrequency'],
    filingStatus: row.filingStatus as Employee['filingStatus'],
    allowances: row.allowances,
    additionalWithholding: row.additionalWithholding,
    state: row.state,
    stateAllowances: row.stateAllowances,
    stateCertificate,
    isActive: row.isActive,
    hireDate: row.hireDate,
    dateOfBirth: row.dateOfBirth,
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
    hasPayrollHistory: Boolean(hasPayrollHistory),
  };
}
