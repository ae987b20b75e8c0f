import { eq, sql } from 'drizzle-orm';
import {
  invoiceNumberCounters,
  invoices,
  retiredInvoiceNumbers,
  type Transaction,
  isUniqueViolation,
} from '@paylab/db';
import { AppError, formatInvoiceNumber, INVOICE_NUMBER_PATTERN } from '@paylab/shared';

/**
 * Locks the year's counter row until the transaction ends. Every creation that could take or type
 * a number of that year waits here, so two of them never see the same free number.
 */
async function lockCounter(tx: Transaction, year: number): Promise<number> {
  await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastNumber: 0 })
    .onConflictDoNothing({ target: invoiceNumberCounters.year });
  const [counter] = await tx
    .select({ lastNumber: invoiceNumberCounters.lastNumber })
    .from(invoiceNumberCounters)
    .where(eq(invoiceNumberCounters.year, year))
    .for('update');
  return counter!.lastNumber;
}

type InvoiceNumberUse = 'held' | 'retired' | null;

/**
 * Whether an invoice holds the number or a deleted one retired it, in any letter case (migration
 * 0015). One statement, so a delete committing meanwhile is seen either before (the invoice) or
 * after (its retired number), never as neither.
 */
async function getInvoiceNumberUse(
  tx: Transaction,
  invoiceNumber: string,
): Promise<InvoiceNumberUse> {
  const result = await tx.execute(
    sql`select case
      when exists (select 1 from ${invoices} where ${invoices.invoiceNumberSearch} = upper(${invoiceNumber})) then 'held'
      when exists (select 1 from ${retiredInvoiceNumbers} where upper(${retiredInvoiceNumbers.invoiceNumber}) = upper(${invoiceNumber})) then 'retired'
    end as "use"`,
  );
  return (result.rows[0] as { use: InvoiceNumberUse }).use;
}

/** A deleted invoice's number is never issued again, generated or typed (api-conventions: Invoices). */
export async function retireInvoiceNumber(tx: Transaction, invoiceNumber: string): Promise<void> {
  await tx
    .insert(retiredInvoiceNumbers)
    .values({ invoiceNumber: normalizeInvoiceNumber(invoiceNumber) })
    .onConflictDoNothing();
}

/**
 * The next INV-{year}-{0001} number (api-conventions: Invoices). The counter moves in the creating
 * transaction, so a failed create gives its number back and concurrent creates stay gapless;
 * numbers typed by hand are skipped, and a deleted invoice's number is never reused.
 */
export async function allocateInvoiceNumber(tx: Transaction, year: number): Promise<string> {
  let next = (await lockCounter(tx, year)) + 1;
  while (await getInvoiceNumberUse(tx, formatInvoiceNumber(year, next))) next += 1;
  await tx
    .update(invoiceNumberCounters)
    .set({ lastNumber: next })
    .where(eq(invoiceNumberCounters.year, year));
  return formatInvoiceNumber(year, next);
}

/**
 * A number typed by hand must be free and never retired; one in the counter's pattern waits for that
 * year's lock first.
 */
export async function reserveTypedInvoiceNumber(
  tx: Transaction,
  invoiceNumber: string,
): Promise<void> {
  const match = INVOICE_NUMBER_PATTERN.exec(invoiceNumber);
  if (match) await lockCounter(tx, Number(match[1]));
  const use = await getInvoiceNumberUse(tx, invoiceNumber);
  if (use === 'held') throw toInvoiceNumberTakenError(invoiceNumber);
  if (use === 'retired') {
    const message = `Invoice number ${invoiceNumber} belonged to a deleted invoice and is retired. Choose another number or leave it empty to generate one.`;
    throw new AppError('CONFLICT', message, { invoiceNumber: message });
  }
}

/** The refusal belongs to the Invoice Number field, so the form shows it there (issue 27, item 6). */
function toInvoiceNumberTakenError(invoiceNumber: string): AppError {
  const message = `Invoice number ${invoiceNumber} already exists. Choose another number or leave it empty to generate one.`;
  return new AppError('CONFLICT', message, { invoiceNumber: message });
}

/** Numbers in the counter's pattern are kept upper-case, so inv-2025-0007 and INV-2025-0007 are one number. */
export function normalizeInvoiceNumber(invoiceNumber: string): string {
  return INVOICE_NUMBER_PATTERN.test(invoiceNumber.toUpperCase())
    ? invoiceNumber.toUpperCase()
    : invoiceNumber;
}

export function toInvoiceNumberConflict(error: unknown, invoiceNumber: string): unknown {
  if (isUniqueViolation(error, 'invoice_number')) {
    return toInvoiceNumberTakenError(invoiceNumber);
  }
  return error;
}
