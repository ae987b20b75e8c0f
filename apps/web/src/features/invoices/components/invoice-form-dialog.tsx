import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  calculateInvoiceTotalsFromText,
  calculateItemsSubtotalFromText,
  DEFAULT_INVOICE_TAX_RATE,
  DEFAULT_PAYMENT_TERMS,
  INVOICE_STATUSES,
  invoiceInputSchema,
  type InvoiceDetail,
  type InvoiceInput,
} from '@paylab/shared';
import { formatMoney } from '@paylab/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { StaleEditNotice } from '../../../components/stale-edit-notice';
import { useEditVersion } from '../../../hooks/use-edit-version';
import { getErrorMessage } from '../../../lib/api-client';
import { addDays, formatCurrency } from '../../../lib/format';
import { useCreateInvoice } from '../api/create-invoice';
import { useClientOptions } from '../api/get-client-options';
import { getInvoiceQueryOptions, useInvoice } from '../api/get-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { INVOICE_STATUS_LABELS } from './invoice-status';
import { toClientOptionLabel } from './client-option-label';
import { showServerFieldErrors } from '../../../lib/show-server-field-errors';
import { SelectField } from '../../../components/select-field';
import { showErrorToast } from '../../../lib/show-error-toast';
import { FormActions } from '../../../components/form-actions';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { AMOUNT_INPUT_PROPS } from '../../../lib/amount-input-props';
import { RegisteredFields } from '../../../components/registered-fields';

interface ItemFields {
  description: string;
  quantity: string;
  unitPrice: string;
}

interface InvoiceFormFields {
  invoiceNumber: string;
  clientId: string;
  issueDate: string;
  dueDate: string;
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  totalAmount: string;
  status: string;
  paymentDate: string;
  paymentMethod: string;
  notes: string;
  items: ItemFields[];
}

function toFormFields(invoice: InvoiceDetail | null, today: string): InvoiceFormFields {
  if (!invoice) {
    // Spec section 9: issue date today, tax rate 0.0875; the due date follows the client's terms (30 until one is chosen).
    return {
      invoiceNumber: '',
      clientId: '',
      issueDate: today,
      dueDate: addDays(today, DEFAULT_PAYMENT_TERMS),
      subtotal: '',
      taxRate: DEFAULT_INVOICE_TAX_RATE,
      taxAmount: '0.00',
      totalAmount: '0.00',
      status: 'draft',
      paymentDate: '',
      paymentMethod: '',
      notes: '',
      items: [],
    };
  }
  return {
    invoiceNumber: invoice.invoiceNumber,
    clientId: invoice.clientId,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    subtotal: invoice.subtotal,
    taxRate: invoice.taxRate,
    taxAmount: invoice.taxAmount,
    totalAmount: invoice.totalAmount,
    status: invoice.status,
    paymentDate: invoice.paymentDate ?? '',
    paymentMethod: invoice.paymentMethod ?? '',
    notes: invoice.notes ?? '',
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
  };
}

export interface InvoiceFormDialogProps {
  /** The invoice to edit, or null to create one. */
  invoiceId: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Create New Invoice' / 'Edit Invoice' (spec section 2): every field, placeholder and rule. */
export function InvoiceFormDialog({ invoiceId, open, onOpenChange }: InvoiceFormDialogProps) {
  const isEdit = invoiceId !== null;
  const invoice = useInvoice('staff', open ? invoiceId : null);
  const clientOptions = useClientOptions(open);
  const queryClient = useQueryClient();
  // Reloading refreshes the cached invoice too, so its card and view show the other person's change.
  const edit = useEditVersion(invoice.data ?? null, ({ id }) =>
    queryClient.fetchQuery({ ...getInvoiceQueryOptions('staff', id), staleTime: 0 }),
  );
  // An invoice's form opens once it can show what is stored: the invoice, and the client list its
  // Client select needs (a select given a value before its option exists shows 'Select a client').
  const loadError = invoice.error ?? clientOptions.error;
  const isLoadingInvoice = isEdit && (!invoice.data || !clientOptions.data);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={isEdit ? 'Edit Invoice' : 'Create New Invoice'}
        className="max-w-3xl"
        initialFocus="first-field"
      >
        {isLoadingInvoice ? (
          loadError ? (
            <p role="alert" className="text-danger">
              {getErrorMessage(loadError, 'The invoice could not be loaded.')}
            </p>
          ) : (
            <p role="status" className="text-muted-foreground">
              Loading invoice...
            </p>
          )
        ) : open ? (
          <InvoiceForm
            // A reload shows the latest copy: the form starts again from it.
            key={isEdit ? `${invoiceId}:${edit.reloads}` : 'new'}
            invoice={isEdit ? edit.record : null}
            shouldFocusFirstField={edit.isReloaded}
            onSaveError={edit.noteSaveError}
            notice={<StaleEditNotice recordName="invoice" edit={edit} />}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface InvoiceFormProps {
  invoice: InvoiceDetail | null;
  /** Put focus on the first field once mounted: the form was just reloaded. */
  shouldFocusFirstField: boolean;
  onSaveError(error: unknown): void;
  /** Shown above the buttons: the refusal of a save made from a stale version, with its reload. */
  notice: ReactNode;
  onDone(): void;
}

function InvoiceForm({
  invoice,
  shouldFocusFirstField,
  onSaveError,
  notice,
  onDone,
}: InvoiceFormProps) {
  const isEdit = invoice !== null;
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const isPending = create.isPending || update.isPending;
  const clientOptions = useClientOptions(true);
  const today = useWorkingToday();
  // The due date follows the issue date and the client's terms until the person sets it themselves.
  const [isDueDateChosen, setIsDueDateChosen] = useState(isEdit);
  const form = useForm<InvoiceFormFields, unknown, InvoiceInput>({
    // The server validates with this same object (packages/shared/src/schemas/invoices.ts).
    resolver: zodResolver(invoiceInputSchema) as unknown as Resolver<
      InvoiceFormFields,
      unknown,
      InvoiceInput
    >,
    defaultValues: toFormFields(invoice, today),
  });
  useEffect(() => {
    // A reload mounts a new form with this set, so the focus moves as that form mounts.
    if (shouldFocusFirstField) form.setFocus('invoiceNumber');
  }, [form, shouldFocusFirstField]);
  const { errors } = form.formState;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const [subtotalText, taxRateText, itemValues] = useWatch({
    control: form.control,
    name: ['subtotal', 'taxRate', 'items'],
  });
  const hasItems = itemValues.length > 0;
  const itemsSubtotal = calculateItemsSubtotalFromText(itemValues);
  // Spec section 5: Tax Amount and Total follow subtotal and rate as they change; non-numbers count as 0.
  const totals = calculateInvoiceTotalsFromText(
    hasItems ? formatMoney(itemsSubtotal) : subtotalText,
    taxRateText,
  );

  useEffect(() => {
    if (hasItems) form.setValue('subtotal', formatMoney(itemsSubtotal));
  }, [form, hasItems, itemsSubtotal]);
  useEffect(() => {
    form.setValue('taxAmount', formatMoney(totals.taxAmount));
    form.setValue('totalAmount', formatMoney(totals.totalAmount));
  }, [form, totals.taxAmount, totals.totalAmount]);

  const updateDueDate = (issueDate: string, clientId: string) => {
    if (isDueDateChosen || !/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) return;
    const terms =
      clientOptions.data?.find((option) => option.id === clientId)?.paymentTerms ??
      DEFAULT_PAYMENT_TERMS;
    form.setValue('dueDate', addDays(issueDate, terms));
  };

  const showServerErrors = (error: unknown) => showServerFieldErrors(form.setError, error);

  const onSubmit = form.handleSubmit((values) => {
    const input: InvoiceInput = { ...values, items: values.items ?? [] };
    if (invoice) {
      update.mutate(
        { id: invoice.id, input, version: invoice.updatedAt },
        {
          onSuccess: (saved) => {
            showSuccessToast('Invoice updated successfully', saved.invoiceNumber);
            onDone();
          },
          onError: (error) => {
            showServerErrors(error);
            onSaveError(error);
            showErrorToast('Failed to update invoice', error);
          },
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: (saved) => {
        showSuccessToast('Invoice created successfully', saved.invoiceNumber);
        onDone();
      },
      onError: (error) => {
        showServerErrors(error);
        showErrorToast('Failed to create invoice', error);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Invoice Number" error={errors.invoiceNumber?.message}>
          <Input
            maxLength={50}
            placeholder="Auto-generated if empty"
            {...form.register('invoiceNumber')}
          />
        </Field>
        <SelectField
          label="Client"
          error={errors.clientId?.message}
          {...form.register('clientId', {
            onChange: (event: { target: { value: string } }) =>
              updateDueDate(form.getValues('issueDate'), event.target.value),
          })}
          options={[
            {
              value: '',
              label: clientOptions.isPending ? 'Loading clients...' : 'Select a client',
            },
            ...(clientOptions.data ?? []).map((option) => ({
              value: option.id,
              label: toClientOptionLabel(option),
            })),
            // A rejected client is not offered, but an invoice already billed to it keeps it.
            ...(invoice?.client &&
            clientOptions.data &&
            !clientOptions.data.some((option) => option.id === invoice.client?.id)
              ? [
                  {
                    value: invoice.client.id,
                    label: `${invoice.client.companyName} (${invoice.client.clientId})`,
                  },
                ]
              : []),
          ]}
        />
        <Field label="Issue Date" error={errors.issueDate?.message}>
          <Input
            type="date"
            {...form.register('issueDate', {
              onChange: (event: { target: { value: string } }) =>
                updateDueDate(event.target.value, form.getValues('clientId')),
            })}
          />
        </Field>
        <Field label="Due Date" error={errors.dueDate?.message}>
          <Input
            type="date"
            {...form.register('dueDate', { onChange: () => setIsDueDateChosen(true) })}
          />
        </Field>
      </div>

      <fieldset className="grid gap-3 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-medium">Line Items</legend>
        {items.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No line items: the subtotal below is billed as entered.
          </p>
        ) : (
          <ul className="grid gap-3">
            {items.fields.map((field, index) => {
              const line = itemValues[index];
              const lineTotal = line ? calculateItemsSubtotalFromText([line]) : 0;
              return (
                <li
                  key={field.id}
                  className="grid items-start gap-2 sm:grid-cols-[1fr_6rem_8rem_7rem_auto]"
                >
                  <RegisteredFields
                    form={form}
                    fields={[
                      {
                        name: `items.${index}.description`,
                        label: `Description ${index + 1}`,
                        maxLength: 500,
                      },
                      { name: `items.${index}.quantity`, label: 'Quantity', ...AMOUNT_INPUT_PROPS },
                      {
                        name: `items.${index}.unitPrice`,
                        label: 'Unit Price',
                        ...AMOUNT_INPUT_PROPS,
                      },
                    ]}
                  />
                  <div className="grid gap-1.5">
                    <span className="text-sm font-medium">Amount</span>
                    <output
                      className="flex h-9 items-center text-sm tabular-nums"
                      aria-label={`Amount of item ${index + 1}`}
                    >
                      {formatCurrency(formatMoney(lineTotal))}
                    </output>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={`Remove item ${index + 1}`}
                    onClick={() => items.remove(index)}
                  >
                    <Trash2 />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => items.append({ description: '', quantity: '1', unitPrice: '' })}
          >
            <Plus /> Add Line Item
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Subtotal"
          error={errors.subtotal?.message}
          hint={hasItems ? 'The sum of the line items' : undefined}
        >
          <Input
            {...AMOUNT_INPUT_PROPS}
            readOnly={hasItems}
            className={hasItems ? 'bg-muted tabular-nums' : 'tabular-nums'}
            {...form.register('subtotal')}
          />
        </Field>
        <Field
          label="Tax Rate"
          error={errors.taxRate?.message}
          hint="As a decimal: 0.0875 is 8.75%"
        >
          <Input
            type="number"
            min={0}
            max={1}
            step="0.0001"
            inputMode="decimal"
            {...form.register('taxRate')}
          />
        </Field>
        <Field label="Tax Amount">
          <Input readOnly value={formatMoney(totals.taxAmount)} className="bg-muted tabular-nums" />
        </Field>
        <Field label="Total Amount">
          <Input
            readOnly
            value={formatMoney(totals.totalAmount)}
            className="bg-muted tabular-nums"
          />
        </Field>
        <SelectField
          label="Status"
          error={errors.status?.message}
          {...form.register('status')}
          options={INVOICE_STATUSES.map((status) => ({
            value: status,
            label: INVOICE_STATUS_LABELS[status],
          }))}
        />
        <Field label="Payment Method" error={errors.paymentMethod?.message}>
          <Input
            maxLength={100}
            placeholder="Check, ACH, Credit Card, etc."
            {...form.register('paymentMethod')}
          />
        </Field>
        <Field
          label="Notes"
          hint="Printed on the invoice and shown to the client in the portal."
          error={errors.notes?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={3} maxLength={2000} {...form.register('notes')} />
        </Field>
      </div>
      {notice}
      <FormActions onCancel={onDone} isPending={isPending}>
        {isEdit ? 'Update Invoice' : 'Create Invoice'}
      </FormActions>
    </form>
  );
}
