import type { stateCertificates } from '@paylab/db';
import type { StateCertificateRecord, StateCertificateStatus } from '@paylab/shared';
import { findStateRule } from '@paylab/tax-engine';
import { toIsoTimestamp } from '../../lib/timestamps';

export type StateCertificateRow = typeof stateCertificates.$inferSelect;

/**
 * `status` is where the certificate stands on the server's today for the employee's work state
 * (packages/db, queries/state-certificate-in-force.ts); `createdBy` is the recorder's username.
 */
export function toStateCertificate(
  row: StateCertificateRow,
  status: StateCertificateStatus,
  createdBy: string | null,
): StateCertificateRecord {
  return {
    id: row.id,
    employeeId: row.employeeId,
    state: row.state,
    form: findStateRule(row.state)?.certificate.form ?? `${row.state} withholding certificate`,
    effectiveDate: row.effectiveDate,
    values: row.values,
    status,
    createdBy,
    createdAt: toIsoTimestamp(row.createdAt),
  };
}
