import type { voidedPaychecks } from '@paylab/db';
import type { PayrollRecord, VoidedPaycheck } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';
import { pickPaycheckPeriod } from './to-payroll-record';

/** A voided_paychecks row as the API answers it; names come from the record as it was processed. */
export function toVoidedPaycheck(row: typeof voidedPaychecks.$inferSelect): VoidedPaycheck {
  const record = row.record as PayrollRecord;
  return {
    ...pickPaycheckPeriod(row),
    grossPay: row.grossPay,
    supplementalPay: record.supplementalPay,
    netPay: row.netPay,
    reason: row.reason,
    voidedAt: toIsoTimestamp(row.voidedAt),
    voidedBy: row.voidedByName,
    employee: record.employee,
  };
}
