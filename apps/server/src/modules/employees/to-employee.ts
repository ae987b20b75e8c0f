import type { employees } from '@paylab/db';
import type { Employee } from '@paylab/shared';

/** PostgreSQL text timestamps ("2025-01-05 10:00:00.123+00") as ISO 8601 UTC (api-conventions: HTTP). */
export function toIsoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const normalized = value.includes('T') ? value : value.replace(' ', 'T');
  const withZone = /[+-]\d{2}$/.test(normalized) ? `${normalized}:00` : normalized;
  const parsed = new Date(withZone);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}

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
    annualSalary: row.annualSalary,
    payFrequency: row.payFrequency as Employee['payFrequency'],
    filingStatus: row.filingStatus as Employee['filingStatus'],
    allowances: row.allowances,
    additionalWithholding: row.additionalWithholding,
    state: row.state,
    stateAllowances: row.stateAllowances,
    isActive: row.isActive,
    hireDate: row.hireDate,
    createdAt: toIsoTimestamp(row.createdAt),
    hasPayrollHistory,
  };
}
