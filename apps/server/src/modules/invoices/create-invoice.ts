import { invoices, type Database } from '@paylab/db';
import {
  addDays,
  DEFAULT_INVOICE_STATUS,
  DEFAULT_INVOICE_TAX_RATE,
  type InvoiceDetail,
  type InvoiceInput,
  type SessionUser,
} from '@paylab/shared';
import { writeCreationAudit } from '../../lib/audit-log';
import { readWorkingToday } from '../../lib/working-today';
import {
  assertDueAfterIssue,
  calculateAmountColumns,
  getClientForInvoice,
  insertItemRows,
  toItemRows,
} from './invoice-figures';
import {
  allocateInvoiceNumber,
  normalizeInvoiceNumber,
  reserveTypedInvoiceNumber,
  toInvoiceNumberConflict,
} from './invoice-numbers';
import { getInvoiceDetail } from './invoice-queries';

export interface CreateInvoiceOptions {
  actor: SessionUser;
  input: InvoiceInput;
}

/**
 * Creates an invoice with its items in one transaction. The server computes tax and total (and the
 * subtotal from the items when there are any); the due date defaults to the issue date plus the
 * client's payment terms (architecture: departure 11).
 */
export async function createInvoice(
  db: Database,
  { actor, input }: CreateInvoiceOptions,
): Promise<InvoiceDetail> {
  const typedNumber = input.invoiceNumber ? normalizeInvoiceNumber(input.invoiceNumber) : null;
  try {
    return await db.transaction(async (tx) => {
      const client = await getClientForInvoice(tx, input.clientId);
      const issueDate = input.issueDate ?? (await readWorkingToday(tx));
      const dueDate = input.dueDate ?? addDays(issueDate, client.paymentTerms);
      assertDueAfterIssue(issueDate, dueDate);
      const items = toItemRows(input.items ?? []);
      const amounts = calculateAmountColumns({
        items,
        typedSubtotal: input.subtotal ?? '0',
        taxRate: input.taxRate ?? DEFAULT_INVOICE_TAX_RATE,
      });

      let invoiceNumber: string;
      if (typedNumber) {
        await reserveTypedInvoiceNumber(tx, typedNumber);
        invoiceNumber = typedNumber;
      } else {
        invoiceNumber = await allocateInvoiceNumber(tx, Number(issueDate.slice(0, 4)));
      }

      const [row] = await tx
        .insert(invoices)
        .values({
          invoiceNumber,
          clientId: client.id,
          issueDate,
          dueDate,
          ...amounts.columns,
          status: input.status ?? DEFAULT_INVOICE_STATUS,
          paymentDate: input.paymentDate ?? null,
          paymentMethod: input.paymentMethod ?? null,
          notes: input.notes ?? null,
        })
        .returning({ id: invoices.id });
      await insertItemRows(tx, row!.id, items);
      const invoice = await getInvoiceDetail(tx, { id: row!.id });
      return writeCreationAudit(tx, { actor, entity: 'invoice' }, invoice);
    });
  } catch (error) {
    throw toInvoiceNumberConflict(error, typedNumber ?? 'generated');
  }
}
