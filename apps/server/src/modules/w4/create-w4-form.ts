import { and, eq } from 'drizzle-orm';
import { employees, selectW4Status, w4Forms, type Database } from '@paylab/db';
import type { CreateW4Input, SessionUser, W4Form } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { lockRecord } from '../../lib/lock-record';
import { toW4Form } from './to-w4-form';

export interface CreateW4FormOptions {
  actor: SessionUser;
  input: CreateW4Input;
  /** The server's today (toLocalDateString): a W-4 effective after it is answered as scheduled. */
  today: string;
}

/**
 * Records a 2020-or-later Form W-4. The stored isActive flag moves to it in the same transaction, but
 * it only marks the latest-recorded W-4 (the partial unique index w4_forms_one_active_idx keeps one
 * per employee): a future-dated W-4 must not displace the one in force before its effective date,
 * so which one is in force is derived at read time (packages/db, queries/w4-in-force.ts). Locking
 * the employee row makes two simultaneous submissions take turns.
 */
export async function createW4Form(
  db: Database,
  { actor, input, today }: CreateW4FormOptions,
): Promise<W4Form> {
  return db.transaction(async (tx) => {
    await lockRecord(tx, employees, input.employeeId, 'employee');
    const replaced = await tx
      .update(w4Forms)
      .set({ isActive: false })
      .where(and(eq(w4Forms.employeeId, input.employeeId), eq(w4Forms.isActive, true)))
      .returning({ id: w4Forms.id });
    const [row] = await tx
      .insert(w4Forms)
      .values({
        employeeId: input.employeeId,
        filingStatus: input.filingStatus,
        multipleJobs: input.multipleJobs,
        dependentsAmount: input.dependentsAmount,
        otherIncome: input.otherIncome,
        deductions: input.deductions,
        extraWithholding: input.extraWithholding,
        signedDate: input.signedDate,
        effectiveDate: input.effectiveDate,
        isActive: true,
      })
      .returning();
    const [standing] = await tx
      .select({ status: selectW4Status(today) })
      .from(w4Forms)
      .where(eq(w4Forms.id, row!.id));
    const form = toW4Form(row!, standing!.status);
    await writeAuditLog(tx, {
      actor,
      action: 'create',
      entity: 'w4_form',
      entityId: form.id,
      before: replaced.length ? { deactivated: replaced.map((entry) => entry.id) } : null,
      after: form,
    });
    return form;
  });
}
