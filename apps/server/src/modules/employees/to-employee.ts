import type { employees } from '@paylab/db';
import type { Employee } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

export type EmployeeRow = typeof employees.$inferSelect;

export function toEmployee(row: EmployeeRow, hasPayrollHistory: boolean): Employee {
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
    stateCertificate: row.stateCertificate ?? null,
    isActive: row.isActive,
    hireDate: row.hireDate,
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
    hasPayrollHistory,
  };
}
