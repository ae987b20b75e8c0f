import { eq } from 'drizzle-orm';
import { clients, invoiceItems, type Transaction } from '@paylab/db';
import {
  AppError,
  calculateInvoiceTotals,
  calculateLineTotal,
  formatMoney,
  parseMoney,
  sumCents,
  type Cents,
  type InvoiceItemInput,
} from '@paylab/shared';

export interface ItemRow {
  description: string;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  totalCents: Cents;
}

/** Each line's total is quantity x unit price to the cent; the invoice's subtotal is their sum. */
export function toItemRows(items: readonly InvoiceItemInput[]): ItemRow[] {
  return items.map((item) => {
    const totalCents = calculateLineTotal(item.quantity, item.unitPrice);
    return {
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: formatMoney(totalCents),
      totalCents,
    };
  });
}

/** An invoice with items is billed their sum; one without, the subtotal typed for it. */
function figureSubtotal(
  items: readonly Pick<ItemRow, 'totalCents'>[],
  typedSubtotal: string,
): Cents {
  return items.length ? sumCents(items.map((item) => item.totalCents)) : parseMoney(typedSubtotal);
}

/** Writes an invoice's items in the order they were sent. */
export async function insertItemRows(
  tx: Transaction,
  invoiceId: string,
  items: readonly ItemRow[],
): Promise<void> {
  if (!items.length) return;
  await tx.insert(invoiceItems).values(
    items.map((item, position) => ({
      invoiceId,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      position,
    })),
  );
}

/**
 * The invoice's stored amounts, computed on the server from its items (or typed subtotal) and tax
 * rate: a tax or total the client sent is never stored (api-conventions: Invoices).
 */
export function calculateAmountColumns({
  items,
  typedSubtotal,
  taxRate,
}: {
  items: readonly Pick<ItemRow, 'totalCents'>[];
  typedSubtotal: string;
  taxRate: string;
}) {
  const totals = calculateInvoiceTotals(figureSubtotal(items, typedSubtotal), taxRate);
  return {
    totals,
    columns: {
      subtotal: formatMoney(totals.subtotal),
      taxRate,
      taxAmount: formatMoney(totals.taxAmount),
      totalAmount: formatMoney(totals.totalAmount),
    },
  };
}

export function assertDueAfterIssue(issueDate: string, dueDate: string): void {
  if (dueDate < issueDate)
    throw AppError.field('dueDate', 'Due date cannot be before the issue date');
}

/** The invoice's client, whose payment terms give the default due date; an unknown id names the field. */
export async function getClientForInvoice(
  tx: Transaction,
  clientId: string,
): Promise<{ id: string; paymentTerms: number }> {
  const [client] = await tx
    .select({ id: clients.id, paymentTerms: clients.paymentTerms, status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw AppError.field('clientId', 'Choose an existing client');
  // A rejected registration is not a customer (issue 26, item 1); its old invoices stay editable.
  if (client.status === 'rejected') {
    throw AppError.field('clientId', 'This client was rejected and cannot be billed');
  }
  return client;
}
