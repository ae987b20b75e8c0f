import type { w4Forms } from '@paylab/db';
import type { W4Form } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

export function toW4Form(row: typeof w4Forms.$inferSelect): W4Form {
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
    isActive: row.isActive,
    createdAt: toIsoTimestamp(row.createdAt),
  };
}
