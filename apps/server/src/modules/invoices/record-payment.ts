import { desc, eq } from 'drizzle-orm';
import { invoices, payments, type Database } from '@paylab/db';
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
import { toIsoTimestamp } from '../clients/to-client';

export interface RecordPaymentOptions {
  actor: SessionUser;
  invoiceId: string;
  input: PaymentInput;
}

/**
 * Records a full or partial payment. The invoice row stays locked until commit, so two payments at
 * once are checked one after the other and can never together exceed the total. Payments that
 * cover the total make the invoice paid, dated by its latest payment (api-conventions: Invoices).
 */
export async function recordPayment(
  db: Database,
  { actor, invoiceId, input }: RecordPaymentOptions,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update');
    if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
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
      throw new AppError(
        'CONFLICT',
        `A payment of ${formatUsd(amount)} is more than the balance due of ${formatUsd(balanceDue)}.`,
      );
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
      })
      .returning();
    if (amountPaid + amount === total) {
      const [latest] = await tx
        .select({ paymentDate: payments.paymentDate })
        .from(payments)
        .where(eq(payments.invoiceId, invoiceId))
        .orderBy(desc(payments.paymentDate))
        .limit(1);
      await tx
        .update(invoices)
        .set({
          status: 'paid',
          paymentDate: latest!.paymentDate,
          paymentMethod: invoice.paymentMethod ?? input.paymentMethod ?? null,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(invoices.id, invoiceId));
    }
    const payment: Payment = { ...row!, createdAt: toIsoTimestamp(row!.createdAt) };
    await writeAuditLog(tx, {
      actor,
      action: 'record-payment',
      entity: 'invoice',
      entityId: invoiceId,
      after: {
        payment,
        amountPaid: formatMoney(amountPaid + amount),
        balanceDue: formatMoney(balanceDue - amount),
      },
    });
    return payment;
  });
}
