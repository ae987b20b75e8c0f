import { eq } from 'drizzle-orm';
import { clients, type Transaction } from '@paylab/db';
import {
  AppError,
  calculateLineTotal,
  formatMoney,
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

export function sumItemRows(items: readonly Pick<ItemRow, 'totalCents'>[]): Cents {
  return sumCents(items.map((item) => item.totalCents));
}

/** The invoice's client, whose payment terms give the default due date; an unknown id names the field. */
export async function getClientForInvoice(
  tx: Transaction,
  clientId: string,
): Promise<{ id: string; paymentTerms: number }> {
  const [client] = await tx
    .select({ id: clients.id, paymentTerms: clients.paymentTerms })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw AppError.field('clientId', 'Choose an existing client');
  return client;
}
