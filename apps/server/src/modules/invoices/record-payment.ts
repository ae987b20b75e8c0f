import { eq } from 'drizzle-orm';
import {
  invoices,
  payments,
  type Database,
  type DatabaseOrTransaction,
  isUniqueViolation,
} from '@paylab/db';
import {
  AppError,
  formatMoney,
  formatUsd,
  parseMoney,
  sumCents,
  type Payment,
  type PaymentInput,
  type SessionUser,
} from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { findLatestPaymentDate, toPayment } from './invoice-queries';

export interface RecordPaymentOptions {
  actor: SessionUser;
  invoiceId: string;
  input: PaymentInput;
  /** The date at UTC+14 (getLatestDateAnywhere): a payment received today anywhere may carry it. */
  latestDateAnywhere: string;
}

export interface RecordPaymentResult {
  payment: Payment;
  /** True when the idempotency key was already used on this invoice: nothing new was recorded. */
  isReplay: boolean;
}

async function findPaymentByKey(db: DatabaseOrTransaction, key: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row;
}

/** The payment a key already recorded on this invoice; a key used on another invoice is refused. */
function toReplay(row: typeof payments.$inferSelect, invoiceId: string): RecordPaymentResult {
  if (row.invoiceId !== invoiceId) {
    throw new AppError(
      'CONFLICT',
      'This idempotencyKey was already used for a payment on another invoice; send a new key for a new payment.',
    );
  }
  return { payment: toPayment(row), isReplay: true };
}

/**
 * Records a full or partial payment. The invoice row stays locked until commit, so two payments at
 * once are checked one after the other and can never together exceed the total. Payments that
 * cover the total make the invoice paid, dated by its latest payment (api-conventions: Invoices);
 * a part-payment sends a draft, or an invoice marked paid, to sent.
 * A repeat with the same idempotency key (a double click, a retry after a lost answer) is answered
 * with the payment already recorded, with no new payment and no new audit row.
 */
export async function recordPayment(
  db: Database,
  { actor, invoiceId, input, latestDateAnywhere }: RecordPaymentOptions,
): Promise<RecordPaymentResult> {
  // A payment is recorded once received; a date still to come would also become the invoice's paid date.
  if (input.paymentDate > latestDateAnywhere)
    throw AppError.field('paymentDate', 'The payment date cannot be in the future');
  const key = input.idempotencyKey ?? null;
  try {
    return await insertPayment(db, { actor, invoiceId, input, latestDateAnywhere }, key);
  } catch (error) {
    // Two first uses of one key on different invoices lock different rows; the unique index lets one win.
    if (key && isUniqueViolation(error, 'idempotency')) {
      const winner = await findPaymentByKey(db, key);
      if (winner) return toReplay(winner, invoiceId);
    }
    throw error;
  }
}

async function insertPayment(
  db: Database,
  { actor, invoiceId, input }: RecordPaymentOptions,
  key: string | null,
): Promise<RecordPaymentResult> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update');
    if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
    // Checked under the invoice's lock: a concurrent repeat on this invoice has committed by now.
    if (key) {
      const repeated = await findPaymentByKey(tx, key);
      if (repeated) return toReplay(repeated, invoiceId);
    }
    if (invoice.status === 'cancelled') {
      throw new AppError(
        'CONFLICT',
        `Invoice ${invoice.invoiceNumber} is cancelled; payments cannot be recorded on it.`,
      );
    }
    const earlier = await tx
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId));
    const total = parseMoney(invoice.totalAmount);
    const amountPaid = sumCents(earlier.map((payment) => parseMoney(payment.amount)));
    const balanceDue = total - amountPaid;
    const amount = parseMoney(input.amount);
    if (balanceDue <= 0) {
      throw new AppError(
        'CONFLICT',
        `Invoice ${invoice.invoiceNumber} has no balance due; nothing more can be paid.`,
      );
    }
    if (amount > balanceDue) {
      const message = `A payment of ${formatUsd(amount)} is more than the balance due of ${formatUsd(balanceDue)}.`;
      throw new AppError('CONFLICT', message, { amount: message });
    }
    const [row] = await tx
      .insert(payments)
      .values({
        invoiceId,
        amount: formatMoney(amount),
        paymentDate: input.paymentDate,
        paymentMethod: input.paymentMethod ?? null,
        referenceNumber: input.referenceNumber ?? null,
        notes: input.notes ?? null,
        idempotencyKey: key,
      })
      .returning();
    const balanceAfter = balanceDue - amount;
    if (balanceAfter > 0 && (invoice.status === 'paid' || invoice.status === 'draft')) {
      // Once payments are recorded they decide what is owed (ADR 0016): a part-payment shows an
      // invoice marked paid as owed again, and issues a draft, which the client must be able to see.
      await tx
        .update(invoices)
        .set({ status: 'sent', paymentDate: null, updatedAt: new Date().toISOString() })
        .where(eq(invoices.id, invoiceId));
    } else if (balanceAfter === 0) {
      await tx
        .update(invoices)
        .set({
          status: 'paid',
          paymentDate: await findLatestPaymentDate(tx, invoiceId),
          paymentMethod: invoice.paymentMethod ?? input.paymentMethod ?? null,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(invoices.id, invoiceId));
    }
    const payment = toPayment(row!);
    await writeAuditLog(tx, {
      actor,
      action: 'record-payment',
      entity: 'invoice',
      entityId: invoiceId,
      after: {
        payment,
        amountPaid: formatMoney(amountPaid + amount),
        balanceDue: formatMoney(balanceAfter),
      },
    });
    return { payment, isReplay: false };
  });
}
