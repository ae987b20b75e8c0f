import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  createClientInputSchema,
  DEFAULT_PAYMENT_TERMS,
  EDITABLE_CLIENT_STATUSES,
  updateClientInputSchema,
  US_STATES,
  type Client,
  type CreateClientInput,
  type UpdateClientInput,
} from '@paylab/shared';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { RegisteredFields, type RegisteredFieldSpec } from '../../../components/registered-fields';
import { Input, Textarea } from '../../../components/ui/input';
import { StaleEditNotice } from '../../../components/stale-edit-notice';
import { useEditVersion } from '../../../hooks/use-edit-version';
import { useCreateClient } from '../api/create-client';
import { fetchClient } from '../api/get-client';
import { invalidateClientQueries } from '../api/get-clients';
import { useUpdateClient } from '../api/update-client';
import { getClientStatusLabel } from './client-status-badge';
import { showServerFieldErrors } from '../../../lib/show-server-field-errors';
import { SelectField } from '../../../components/select-field';
import { showErrorToast } from '../../../lib/show-error-toast';
import { FormActions } from '../../../components/form-actions';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { CLIENT_STATUS_LABELS } from '@paylab/shared/labels';
import { AMOUNT_INPUT_PROPS } from '../../../lib/amount-input-props';

const CLIENT_STATE_OPTIONS = [
  { value: '', label: '—' },
  ...US_STATES.map(([code, name]) => ({ value: code, label: `${code} – ${name}` })),
];
const CLIENT_STATUS_OPTIONS = (['active', 'inactive', 'suspended'] as const).map((status) => ({
  value: status,
  label: CLIENT_STATUS_LABELS[status],
}));

const FIELD_NAMES = [
  'clientId',
  'companyName',
  'contactFirstName',
  'contactLastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'taxId',
  'billingRate',
  'paymentTerms',
  'status',
  'notes',
] as const;
type FieldName = (typeof FIELD_NAMES)[number];
type ClientFormFields = Record<FieldName, string>;

function toFormFields(client: Client | null): ClientFormFields {
  if (!client) {
    // Spec section 4: the form's status defaults to active; section 9: payment terms to 30 days.
    return {
      ...Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])),
      paymentTerms: String(DEFAULT_PAYMENT_TERMS),
      status: 'active',
    } as ClientFormFields;
  }
  return Object.fromEntries(
    FIELD_NAMES.map((name) => [name, client[name] === null ? '' : String(client[name])]),
  ) as ClientFormFields;
}

/** The company's name, contact and address, under the client ID. */
const CONTACT_FIELDS: RegisteredFieldSpec<ClientFormFields>[] = [
  { name: 'companyName', label: 'Company Name *', maxLength: 255, autoComplete: 'organization' },
  {
    name: 'contactFirstName',
    label: 'Contact First Name *',
    maxLength: 100,
    autoComplete: 'given-name',
  },
  {
    name: 'contactLastName',
    label: 'Contact Last Name *',
    maxLength: 100,
    autoComplete: 'family-name',
  },
  { name: 'email', label: 'Email *', type: 'email', maxLength: 255, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', maxLength: 20, autoComplete: 'tel' },
  {
    name: 'address',
    label: 'Address',
    fieldClassName: 'sm:col-span-2',
    maxLength: 500,
    autoComplete: 'street-address',
  },
  { name: 'city', label: 'City', maxLength: 100, autoComplete: 'address-level2' },
];

/** How the client is billed, after its state and ZIP code. */
const BILLING_FIELDS: RegisteredFieldSpec<ClientFormFields>[] = [
  { name: 'taxId', label: 'Tax ID', maxLength: 20 },
  { name: 'billingRate', label: 'Billing Rate ($/hour)', ...AMOUNT_INPUT_PROPS },
  {
    name: 'paymentTerms',
    label: 'Payment Terms (days)',
    type: 'number',
    min: 0,
    max: 365,
    step: 1,
    inputMode: 'numeric',
  },
];

export interface ClientFormDialogProps {
  /** The client to edit, or null to add one. */
  client: Client | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Add Client / Edit Client (spec section 2); limits of section 3, rules of section 5. */
export function ClientFormDialog({ client: opened, open, onOpenChange }: ClientFormDialogProps) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const queryClient = useQueryClient();
  const edit = useEditVersion(opened, async ({ id }) => {
    const latest = await fetchClient(id);
    await invalidateClientQueries(queryClient);
    return latest;
  });
  const client = edit.record;
  const isEdit = client !== null;
  const isPending = create.isPending || update.isPending;
  // The same zod objects validate on the server (packages/shared/src/schemas/clients.ts).
  const resolver = (isEdit
    ? zodResolver(updateClientInputSchema)
    : zodResolver(createClientInputSchema)) as unknown as Resolver<
    ClientFormFields,
    unknown,
    UpdateClientInput
  >;
  const form = useForm<ClientFormFields, unknown, UpdateClientInput>({
    resolver,
    defaultValues: toFormFields(client),
  });
  const { errors } = form.formState;

  const { isReloaded } = edit;
  useEffect(() => {
    if (!open) return;
    form.reset(toFormFields(client));
    // The Reload button that had focus is gone: the reloaded form takes it.
    if (isReloaded) form.setFocus('clientId');
  }, [open, client, form, isReloaded]);

  const showServerErrors = (error: unknown) =>
    showServerFieldErrors(form.setError, error, FIELD_NAMES);

  const onSubmit = form.handleSubmit((values) => {
    if (isEdit) {
      update.mutate(
        { id: client.id, input: values, version: client.updatedAt },
        {
          onSuccess: () => {
            showSuccessToast('Client updated successfully', values.companyName);
            onOpenChange(false);
          },
          onError: (error) => {
            showServerErrors(error);
            edit.noteSaveError(error);
            showErrorToast('Failed to update client', error);
          },
        },
      );
      return;
    }
    create.mutate(values as CreateClientInput, {
      onSuccess: (created) => {
        showSuccessToast(
          'Client created successfully',
          `${created.companyName} (${created.clientId})`,
        );
        onOpenChange(false);
      },
      onError: (error) => {
        showServerErrors(error);
        showErrorToast('Failed to create client', error);
      },
    });
  });

  const currentStatus = client?.status;
  const isStatusFromApproval =
    currentStatus !== undefined &&
    !(EDITABLE_CLIENT_STATUSES as readonly string[]).includes(currentStatus);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={isEdit ? 'Edit Client' : 'Add Client'}
        className="max-w-2xl"
        initialFocus="first-field"
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredFields
              form={form}
              fields={[
                {
                  name: 'clientId',
                  label: 'Client ID',
                  hint: isEdit
                    ? 'Leave empty to keep the current ID'
                    : 'Leave empty to generate one (CL-0001, ...)',
                  maxLength: 20,
                  placeholder: 'Auto-generated if empty',
                },
                ...CONTACT_FIELDS,
              ]}
            />
            <div className="grid grid-cols-2 gap-4">
              <SelectField
                label="State"
                error={errors.state?.message}
                {...form.register('state')}
                options={CLIENT_STATE_OPTIONS}
              />
              <Field label="ZIP Code" error={errors.zipCode?.message}>
                <Input
                  maxLength={10}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  {...form.register('zipCode')}
                />
              </Field>
            </div>
            <RegisteredFields form={form} fields={BILLING_FIELDS} />
            <SelectField
              label="Status"
              error={errors.status?.message}
              hint={
                isStatusFromApproval
                  ? 'Approval status is set in the Admin Panel; choose another status only to change it.'
                  : undefined
              }
              {...form.register('status')}
              options={[
                ...(isStatusFromApproval
                  ? [{ value: currentStatus, label: getClientStatusLabel(currentStatus) }]
                  : []),
                ...CLIENT_STATUS_OPTIONS,
              ]}
            />
            <Field label="Notes" error={errors.notes?.message} className="sm:col-span-2">
              <Textarea rows={3} maxLength={2000} {...form.register('notes')} />
            </Field>
          </div>
          <StaleEditNotice recordName="client" edit={edit} />
          <FormActions onCancel={() => onOpenChange(false)} isPending={isPending}>
            {isEdit ? 'Update Client' : 'Create Client'}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
