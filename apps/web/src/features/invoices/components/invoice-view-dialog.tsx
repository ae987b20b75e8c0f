import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { paymentInputSchema, type InvoiceDetail, type PaymentInput } from '@paylab/shared';
import { formatMoney, formatPercent, parseMoney, parseRate } from '@paylab/shared/money';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/submit-button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Table, Td, Th } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api-client';
import { createIdempotencyKey } from '../../../lib/create-idempotency-key';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import type { InvoiceScope } from '../api/invoice-scope';
import { useRecordPayment } from '../api/record-payment';
import { InvoiceStatusBadges } from './invoice-status';
import { showServerFieldErrors } from '../../../lib/show-server-field-errors';
import { QueryState } from '../../../components/query-state';
import { showErrorToast } from '../../../lib/show-error-toast';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { DetailItem } from '../../../components/detail-item';
import { MoneyCell } from '../../../components/money-cell';
import { AMOUNT_INPUT_PROPS } from '../../../lib/amount-input-props';
import { RegisteredFields, type RegisteredFieldSpec } from '../../../components/registered-fields';

function formatQuantity(quantity: string): string {
  return quantity.endsWith('.00') ? quantity.slice(0, -3) : quantity;
}

/** A titled part of the invoice: a table of its rows, or a sentence when it has none. */
function RowsSection({
  label,
  title,
  columns,
  empty,
  rows,
}: {
  label: string;
  title: string;
  columns: ReactNode;
  empty: string;
  rows: ReactNode[];
}) {
  return (
    <section aria-label={label}>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length ? (
        <Table aria-label={label}>
          <thead>
            <tr>{columns}</tr>
          </thead>
          <tbody>{rows}</tbody>
        </Table>
      ) : (
        <p className="text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

export interface InvoiceViewDialogProps {
  scope: InvoiceScope;
  invoiceId: string | null;
  today: string;
  canRecordPayments: boolean;
  onOpenChange(open: boolean): void;
}

/** View: the full invoice with its items, payments and balance; staff record payments here. */
export function InvoiceViewDialog({
  scope,
  invoiceId,
  today,
  canRecordPayments,
  onOpenChange,
}: InvoiceViewDialogProps) {
  const invoice = useInvoice(scope, invoiceId);
  const download = useDownloadInvoicePdf(scope);
  const detail = invoice.data;
  return (
    <Dialog open={invoiceId !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title={detail ? `Invoice ${detail.invoiceNumber}` : 'Invoice'}
        className="max-w-3xl"
      >
        <QueryState
          query={invoice}
          loadingText="Loading invoice..."
          errorMessage="The invoice could not be loaded."
        >
          {(detail) => (
            <div className="grid gap-6 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <p className="text-muted-foreground">Bill to</p>
                  <p className="text-base font-semibold">
                    {detail.client?.companyName ?? 'Unknown Client'}
                  </p>
                  {detail.client ? (
                    <p className="text-muted-foreground">{detail.client.clientId}</p>
                  ) : null}
                </div>
                <InvoiceStatusBadges invoice={detail} today={today} />
              </div>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <DetailItem label="Issue Date">{formatDate(detail.issueDate)}</DetailItem>
                <DetailItem label="Due Date">{formatDate(detail.dueDate)}</DetailItem>
                <DetailItem label="Paid Date">
                  {detail.paymentDate ? formatDate(detail.paymentDate) : '—'}
                </DetailItem>
                <DetailItem label="Payment Method">{detail.paymentMethod ?? '—'}</DetailItem>
              </dl>

              <RowsSection
                label="Line items"
                title="Line Items"
                columns={
                  <>
                    <Th>Description</Th>
                    <Th className="text-right">Quantity</Th>
                    <Th className="text-right">Unit Price</Th>
                    <Th className="text-right">Amount</Th>
                  </>
                }
                empty="No line items; the subtotal was entered directly."
                rows={detail.items.map((item) => (
                  <tr key={item.id}>
                    <Td>{item.description}</Td>
                    <Td className="text-right tabular-nums">{formatQuantity(item.quantity)}</Td>
                    <MoneyCell amount={item.unitPrice} />
                    <MoneyCell amount={item.totalPrice} />
                  </tr>
                ))}
              />

              <dl
                className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 tabular-nums"
                aria-label="Totals"
              >
                <dt className="text-muted-foreground">Subtotal</dt>
                <dd className="text-right">{formatCurrency(detail.subtotal)}</dd>
                <dt className="text-muted-foreground">
                  Tax ({formatPercent(parseRate(detail.taxRate))})
                </dt>
                <dd className="text-right">{formatCurrency(detail.taxAmount)}</dd>
                <dt className="font-semibold">Total</dt>
                <dd className="text-right font-semibold">{formatCurrency(detail.totalAmount)}</dd>
                <dt className="text-muted-foreground">Amount Paid</dt>
                <dd className="text-right">{formatCurrency(detail.amountPaid)}</dd>
                <dt className="font-semibold">Balance Due</dt>
                <dd className="text-right font-semibold" data-testid="balance-due">
                  {formatCurrency(detail.balanceDue)}
                </dd>
              </dl>

              <RowsSection
                label="Payments"
                title="Payments"
                columns={
                  <>
                    <Th>Date</Th>
                    <Th>Method</Th>
                    <Th>Reference</Th>
                    <Th>Notes</Th>
                    <Th className="text-right">Amount</Th>
                  </>
                }
                empty="No payments recorded yet."
                rows={detail.payments.map((payment) => (
                  <tr key={payment.id}>
                    <Td>{formatDate(payment.paymentDate)}</Td>
                    <Td>{payment.paymentMethod ?? '—'}</Td>
                    <Td>{payment.referenceNumber ?? '—'}</Td>
                    <Td>{payment.notes ?? ''}</Td>
                    <MoneyCell amount={payment.amount} />
                  </tr>
                ))}
              />

              {canRecordPayments &&
              parseMoney(detail.balanceDue) > 0 &&
              detail.status !== 'cancelled' ? (
                <RecordPaymentForm key={detail.id} invoice={detail} />
              ) : null}

              {detail.notes ? (
                <section aria-label="Notes">
                  <h3 className="mb-1 font-semibold">Notes</h3>
                  <p className="whitespace-pre-wrap">{detail.notes}</p>
                </section>
              ) : null}

              <div className="flex justify-end gap-2">
                <Button
                  variant="outline"
                  isPending={download.isPending}
                  onClick={() =>
                    download.mutate(detail, {
                      onError: (error) => showErrorToast('Failed to download invoice PDF', error),
                    })
                  }
                >
                  <Download /> {download.isPending ? 'Preparing PDF...' : 'Download PDF'}
                </Button>
                <Button onClick={() => onOpenChange(false)}>Close</Button>
              </div>
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

interface PaymentFormFields {
  amount: string;
  paymentDate: string;
  paymentMethod: string;
  referenceNumber: string;
  notes: string;
}

const PAYMENT_FIELDS: RegisteredFieldSpec<PaymentFormFields>[] = [
  { name: 'amount', label: 'Amount', ...AMOUNT_INPUT_PROPS },
  { name: 'paymentDate', label: 'Payment Date', type: 'date' },
  {
    name: 'paymentMethod',
    label: 'Method',
    maxLength: 100,
    placeholder: 'Check, ACH, Credit Card, etc.',
  },
  { name: 'referenceNumber', label: 'Reference Number', maxLength: 100 },
  { name: 'notes', label: 'Payment Notes', fieldClassName: 'sm:col-span-2', maxLength: 1000 },
];

const EMPTY_PAYMENT: PaymentFormFields = {
  amount: '',
  paymentDate: '',
  paymentMethod: '',
  referenceNumber: '',
  notes: '',
};

/**
 * A full or partial payment; the amount starts at the balance due. The idempotency key is made when
 * the form opens and kept across failed submits (a retry after a lost answer is answered with the
 * payment already recorded); a recorded payment gets the next payment a fresh key.
 */
function RecordPaymentForm({ invoice }: { invoice: InvoiceDetail }) {
  const recordPayment = useRecordPayment();
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const today = useWorkingToday();
  const form = useForm<PaymentFormFields, unknown, PaymentInput>({
    resolver: zodResolver(paymentInputSchema) as unknown as Resolver<
      PaymentFormFields,
      unknown,
      PaymentInput
    >,
    defaultValues: {
      ...EMPTY_PAYMENT,
      amount: invoice.balanceDue,
      paymentDate: today,
    },
  });
  // mutateAsync, not mutate's callbacks: the form unmounts once the payment covers the balance,
  // and the toast must still appear.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const payment = await recordPayment.mutateAsync({
        invoiceId: invoice.id,
        input: { ...values, idempotencyKey },
      });
      setIdempotencyKey(createIdempotencyKey());
      const balanceLeft = parseMoney(invoice.balanceDue) - parseMoney(payment.amount);
      showSuccessToast(
        'Payment recorded successfully',
        balanceLeft === 0
          ? `${invoice.invoiceNumber} is paid in full`
          : `${formatCurrency(payment.amount)} applied to ${invoice.invoiceNumber}`,
      );
      form.reset({
        ...EMPTY_PAYMENT,
        amount: formatMoney(balanceLeft),
        paymentDate: today,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        showServerFieldErrors(form.setError, error);
        if (error.code === 'CONFLICT' && error.userMessage)
          form.setError('amount', { message: error.userMessage }, { shouldFocus: true });
      }
      showErrorToast('Failed to record payment', error);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-md border border-border p-4"
      aria-label="Record Payment"
    >
      <h3 className="font-semibold">Record Payment</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <RegisteredFields form={form} fields={PAYMENT_FIELDS} />
      </div>
      <div>
        <SubmitButton isPending={recordPayment.isPending} pendingLabel="Recording...">
          Record Payment
        </SubmitButton>
      </div>
    </form>
  );
}
