import type { w4Forms } from '@paylab/db';
import type { W4Form, W4Status } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

/**
 * `status` is where the W-4 stands on the server's today (packages/db, queries/w4-in-force.ts); the
 * stored isActive column only marks the latest-recorded W-4 and is not exposed. A paycheck's
 * withholding basis passes no status: payroll uses the W-4 in force on the pay date, so for that
 * paycheck it is active.
 */
export function toW4Form(row: typeof w4Forms.$inferSelect, status: W4Status = 'active'): W4Form {
  return {
    id: row.id,
    employeeId: row.employeeId,
    filingStatus: row.filingStatus as W4Form['filingStatus'],
    multipleJobs: row.multipleJobs,
    dependentsAmount: row.dependentsAmount,
    otherIncome: row.otherIncome,
    deductions: row.deductions,
    extraWithholding: row.extraWithholding,
    signedDate: row.signedDate,
    effectiveDate: row.effectiveDate,
    isActive: status === 'active',
    status,
    createdAt: toIsoTimestamp(row.createdAt),
  };
}
