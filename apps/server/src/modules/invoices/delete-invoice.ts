import { eq } from 'drizzle-orm';
import { invoices, type Database } from '@paylab/db';
import { AppError, type SessionUser } from '@paylab/shared';
import { writeDeletionAudit } from '../../lib/audit-log';
import { lockRecord } from '../../lib/lock-record';
import { retireInvoiceNumber } from './invoice-numbers';
import { getInvoiceDetail } from './invoice-queries';

export interface DeleteInvoiceOptions {
  actor: SessionUser;
  id: string;
}

/**
 * Deletes an invoice and, by cascade, its items (spec section 3). An invoice with payments is kept
 * (architecture: departure 10); a deleted invoice's number is retired, never issued again.
 */
export async function deleteInvoice(
  db: Database,
  { actor, id }: DeleteInvoiceOptions,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockRecord(tx, invoices, id, 'invoice');
    const before = await getInvoiceDetail(tx, { id });
    if (before.paymentCount > 0) {
      const noun = before.paymentCount === 1 ? 'payment' : 'payments';
      throw new AppError(
        'CONFLICT',
        `Invoice ${before.invoiceNumber} has ${before.paymentCount} ${noun} recorded and cannot be deleted. Set its status to cancelled instead.`,
      );
    }
    await tx.delete(invoices).where(eq(invoices.id, id));
    await retireInvoiceNumber(tx, before.invoiceNumber);
    return writeDeletionAudit(tx, { actor, entity: 'invoice' }, before);
  });
}
