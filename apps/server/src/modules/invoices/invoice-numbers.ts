import { eq } from 'drizzle-orm';
import { invoiceNumberCounters, invoices, type Transaction } from '@paylab/db';
import { AppError, formatInvoiceNumber, INVOICE_NUMBER_PATTERN } from '@paylab/shared';
import { getPgConstraint, getPgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors';

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

async function isInvoiceNumberTaken(tx: Transaction, invoiceNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.invoiceNumber, invoiceNumber))
    .limit(1);
  return Boolean(row);
}

/**
 * The next INV-{year}-{0001} number (api-conventions: Invoices). The counter moves in the creating
 * transaction, so a failed create gives its number back and concurrent creates stay gapless;
 * numbers typed by hand are skipped, and a deleted invoice's number is never reused.
 */
export async function allocateInvoiceNumber(tx: Transaction, year: number): Promise<string> {
  let next = (await lockCounter(tx, year)) + 1;
  while (await isInvoiceNumberTaken(tx, formatInvoiceNumber(year, next))) next += 1;
  await tx
    .update(invoiceNumberCounters)
    .set({ lastNumber: next })
    .where(eq(invoiceNumberCounters.year, year));
  return formatInvoiceNumber(year, next);
}

/** A number typed by hand must be free; one in the counter's pattern waits for that year's lock first. */
export async function reserveTypedInvoiceNumber(
  tx: Transaction,
  invoiceNumber: string,
): Promise<void> {
  const match = INVOICE_NUMBER_PATTERN.exec(invoiceNumber);
  if (match) await lockCounter(tx, Number(match[1]));
  if (await isInvoiceNumberTaken(tx, invoiceNumber)) {
    throw new AppError(
      'CONFLICT',
      `Invoice number ${invoiceNumber} already exists. Choose another number or leave it empty to generate one.`,
    );
  }
}

/** Numbers in the counter's pattern are kept upper-case, so inv-2025-0007 and INV-2025-0007 are one number. */
export function normalizeInvoiceNumber(invoiceNumber: string): string {
  return INVOICE_NUMBER_PATTERN.test(invoiceNumber.toUpperCase())
    ? invoiceNumber.toUpperCase()
    : invoiceNumber;
}

export function toInvoiceNumberConflict(error: unknown, invoiceNumber: string): unknown {
  if (
    getPgErrorCode(error) === PG_UNIQUE_VIOLATION &&
    (getPgConstraint(error) ?? '').includes('invoice_number')
  ) {
    return new AppError(
      'CONFLICT',
      `Invoice number ${invoiceNumber} already exists. Choose another number or leave it empty to generate one.`,
    );
  }
  return error;
}
