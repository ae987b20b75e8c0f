import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { clients, invoiceItems, invoices, payments, type DatabaseOrTransaction } from '@paylab/db';
import {
  AppError,
  formatMoney,
  parseMoney,
  type Invoice,
  type InvoiceDetail,
  type Payment,
} from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

/** The columns of an invoice answer: the row (with its payment and item totals) and its client's name and code. */
export const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientId: invoices.clientId,
  clientCode: clients.clientId,
  clientCompanyName: clients.companyName,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  subtotal: invoices.subtotal,
  taxRate: invoices.taxRate,
  taxAmount: invoices.taxAmount,
  totalAmount: invoices.totalAmount,
  status: invoices.status,
  paymentDate: invoices.paymentDate,
  paymentMethod: invoices.paymentMethod,
  notes: invoices.notes,
  // Kept on the invoice row by triggers on payments and invoice_items (migration 0007).
  amountPaid: invoices.amountPaid,
  paymentCount: invoices.paymentCount,
  itemCount: invoices.itemCount,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};

/** Invoices with their client; callers add where, order and paging. */
export function selectInvoices(db: DatabaseOrTransaction) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId));
}

export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

export function toInvoice(row: InvoiceRow): Invoice {
  const amountPaid = parseMoney(row.amountPaid);
  // Field by field rather than a rest copy of the row: a list page builds fifty of these, and a rest
  // copy costs more per row than naming the fields.
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    clientId: row.clientId,
    client:
      row.clientCode === null || row.clientCompanyName === null
        ? null
        : { id: row.clientId, clientId: row.clientCode, companyName: row.clientCompanyName },
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    subtotal: row.subtotal,
    taxRate: row.taxRate,
    taxAmount: row.taxAmount,
    totalAmount: row.totalAmount,
    status: row.status as Invoice['status'],
    paymentDate: row.paymentDate,
    paymentMethod: row.paymentMethod,
    notes: row.notes,
    amountPaid: formatMoney(amountPaid),
    // A cancelled invoice is billed to nobody (ADR 0016): nothing is due on it.
    balanceDue: formatMoney(
      row.status === 'cancelled' ? 0 : parseMoney(row.totalAmount) - amountPaid,
    ),
    itemCount: row.itemCount,
    paymentCount: row.paymentCount,
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}

export interface GetInvoiceDetailOptions {
  id: string;
  /**
   * The portal passes the signed-in client's id: another client's invoice, or a draft not yet issued,
   * is then not found.
   */
  clientId?: string;
}

/**
 * What a client user may see of its invoices: the issued ones. A draft is the staff's work in progress
 * (its amounts and notes may still change), so the portal neither lists nor opens it.
 */
export function isIssuedToClient(clientId: string): SQL {
  return and(eq(invoices.clientId, clientId), ne(invoices.status, 'draft'))!;
}

/** The full invoice (View): items in their order and payments oldest first; 404 when unknown or not yours. */
export async function getInvoiceDetail(
  db: DatabaseOrTransaction,
  { id, clientId }: GetInvoiceDetailOptions,
): Promise<InvoiceDetail> {
  const [row] = await selectInvoices(db).where(
    clientId ? and(eq(invoices.id, id), isIssuedToClient(clientId)) : eq(invoices.id, id),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
  const [items, paymentRows] = await Promise.all([
    db
      .select({
        id: invoiceItems.id,
        description: invoiceItems.description,
        quantity: invoiceItems.quantity,
        unitPrice: invoiceItems.unitPrice,
        totalPrice: invoiceItems.totalPrice,
      })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id))
      .orderBy(asc(invoiceItems.position), asc(invoiceItems.id)),
    db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, id))
      .orderBy(asc(payments.paymentDate), asc(payments.createdAt)),
  ]);
  return {
    ...toInvoice(row),
    items,
    payments: paymentRows.map(toPayment),
  };
}

/** The date of an invoice's latest payment, which dates it paid once its payments cover the total. */
export async function findLatestPaymentDate(
  db: DatabaseOrTransaction,
  invoiceId: string,
): Promise<string> {
  const [latest] = await db
    .select({ paymentDate: payments.paymentDate })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(desc(payments.paymentDate))
    .limit(1);
  if (!latest) throw new AppError('NOT_FOUND', 'The invoice has no payments');
  return latest.paymentDate;
}

/** A payment as the API answers it; the caller's idempotency key stays on the server. */
export function toPayment(row: typeof payments.$inferSelect): Payment {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    amount: row.amount,
    paymentDate: row.paymentDate,
    paymentMethod: row.paymentMethod,
    referenceNumber: row.referenceNumber,
    notes: row.notes,
    createdAt: toIsoTimestamp(row.createdAt),
  };
}
