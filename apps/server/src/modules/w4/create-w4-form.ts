import { and, eq } from 'drizzle-orm';
import { w4Forms, type Database } from '@paylab/db';
import type { CreateW4Input, SessionUser, W4Form } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { requireEmployeeExists } from './require-employee-exists';
import { toW4Form } from './to-w4-form';

export interface CreateW4FormOptions {
  actor: SessionUser;
  input: CreateW4Input;
}

/**
 * Records a 2020-or-later Form W-4; the employee's previous one becomes inactive in the same
 * transaction. Locking the employee row makes two simultaneous submissions take turns, so exactly
 * one W-4 stays active (also a partial unique index).
 */
export async function createW4Form(db: Database, { actor, input }: CreateW4FormOptions): Promise<W4Form> {
  return db.transaction(async (tx) => {
    await requireEmployeeExists(tx, input.employeeId, { lock: true });
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
    const form = toW4Form(row!);
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
