import { eq } from 'drizzle-orm';
import { invoiceItems, invoices, type Database } from '@paylab/db';
import {
  AppError,
  formatUsd,
  parseMoney,
  type InvoiceDetail,
  type InvoiceInput,
  type SessionUser,
} from '@paylab/shared';
import { writeUpdateAudit } from '../../lib/audit-log';
import { lockRecordForEdit } from '../../lib/lock-record';
import {
  assertDueAfterIssue,
  calculateAmountColumns,
  getClientForInvoice,
  insertItemRows,
  toItemRows,
} from './invoice-figures';
import {
  normalizeInvoiceNumber,
  reserveTypedInvoiceNumber,
  toInvoiceNumberConflict,
} from './invoice-numbers';
import { findLatestPaymentDate, getInvoiceDetail } from './invoice-queries';

export interface UpdateInvoiceOptions {
  actor: SessionUser;
  id: string;
  input: InvoiceInput;
  /** The versions the edit may be made from (If-Match), or null for any. */
  acceptedVersions: string[] | null;
}

/**
 * Updates an invoice; a field left out keeps its stored value. `items`, when sent, replace the
 * invoice's items; when left out, the items stay and still give the subtotal. Status is free (spec
 * section 4), except that recorded payments decide whether it is paid (api-conventions: Invoices):
 * covering the total makes it paid, and a paid invoice whose new total they no longer cover is sent
 * again. A total below what was already paid is refused, and so is an edit made from a stale
 * version, such as one loaded before a payment was recorded (ADR 0020).
 */
export async function updateInvoice(
  db: Database,
  { actor, id, input, acceptedVersions }: UpdateInvoiceOptions,
): Promise<InvoiceDetail> {
  const typedNumber = input.invoiceNumber ? normalizeInvoiceNumber(input.invoiceNumber) : null;
  try {
    return await db.transaction(async (tx) => {
      const current = await lockRecordForEdit(tx, invoices, id, {
        recordName: 'invoice',
        acceptedVersions,
      });
      const before = await getInvoiceDetail(tx, { id });
      const client =
        input.clientId === current.clientId
          ? { id: current.clientId }
          : await getClientForInvoice(tx, input.clientId);
      const issueDate = input.issueDate ?? current.issueDate;
      const dueDate = input.dueDate ?? current.dueDate;
      assertDueAfterIssue(issueDate, dueDate);

      const invoiceNumber = typedNumber ?? current.invoiceNumber;
      // The same number in other letters is still this invoice's own: only a new one is reserved.
      if (invoiceNumber.toUpperCase() !== current.invoiceNumber.toUpperCase())
        await reserveTypedInvoiceNumber(tx, invoiceNumber);

      const newItems = input.items === undefined ? null : toItemRows(input.items);
      const { totals, columns } = calculateAmountColumns({
        items:
          newItems ?? before.items.map((item) => ({ totalCents: parseMoney(item.totalPrice) })),
        typedSubtotal: input.subtotal ?? current.subtotal,
        taxRate: input.taxRate ?? current.taxRate,
      });

      const amountPaid = parseMoney(before.amountPaid);
      if (amountPaid > totals.totalAmount) {
        throw new AppError(
          'CONFLICT',
          `Payments of ${formatUsd(amountPaid)} are recorded on this invoice; its total (${formatUsd(totals.totalAmount)}) cannot be less than that.`,
        );
      }
      let status = input.status ?? current.status;
      let paymentDate = input.paymentDate === undefined ? current.paymentDate : input.paymentDate;
      const isPartlyPaid = amountPaid > 0 && amountPaid < totals.totalAmount;
      if (isPartlyPaid && status === 'paid') {
        // The edit form sends back the status it loaded, so a paid invoice whose total is raised
        // arrives as 'paid': its payments no longer cover it, and it is owed again. Choosing paid
        // anew over part-payments is refused: the rest is recorded as a payment.
        if (current.status !== 'paid') {
          throw AppError.field(
            'status',
            `Payments of ${formatUsd(amountPaid)} cover part of the total; record a payment of the balance due (${formatUsd(totals.totalAmount - amountPaid)}) to mark it paid.`,
          );
        }
        status = 'sent';
        paymentDate = null;
      }
      if (amountPaid > 0 && amountPaid === totals.totalAmount) {
        if (input.status !== undefined && input.status !== 'paid') {
          throw AppError.field(
            'status',
            `Payments of ${formatUsd(amountPaid)} cover the total, so this invoice stays paid.`,
          );
        }
        status = 'paid';
        paymentDate = await findLatestPaymentDate(tx, id);
      }

      await tx
        .update(invoices)
        .set({
          invoiceNumber,
          clientId: client.id,
          issueDate,
          dueDate,
          ...columns,
          status,
          paymentDate,
          paymentMethod:
            input.paymentMethod === undefined ? current.paymentMethod : input.paymentMethod,
          notes: input.notes === undefined ? current.notes : input.notes,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(invoices.id, id));
      if (newItems) {
        await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
        await insertItemRows(tx, id, newItems);
      }
      const after = await getInvoiceDetail(tx, { id });
      return writeUpdateAudit(tx, { actor, entity: 'invoice' }, { before, after });
    });
  } catch (error) {
    throw toInvoiceNumberConflict(error, typedNumber ?? '');
  }
}
