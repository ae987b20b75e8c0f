import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  checkStateCertificate,
  createStateCertificateInputSchema,
  toWireCertificate,
  type CertificateField,
  type CertificateWireValues,
  type CreateStateCertificateInput,
  type Employee,
  type StateCertificateFormValues,
  type StateCertificateRecord,
} from '@paylab/shared';
import { findStateRule, type StateRule } from '@paylab/tax-engine';
import {
  CertificateFieldInputs,
  formatCertificateValue,
  toCertificateInputValues,
  type CertificateInputValues,
} from '../../../components/certificate-field-inputs';
import { SubmitButton } from '../../../components/submit-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { TableSection } from '../../../components/table-section';
import { Td, Th } from '../../../components/ui/table';
import { StateCertificateStatusBadge } from '../../../components/w4-status-badge';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { formatDate } from '../../../lib/format';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useCreateStateCertificate } from '../api/create-state-certificate';
import { useStateCertificates } from '../api/get-state-certificates';

const resolveCertificate = zodResolver(
  createStateCertificateInputSchema.superRefine(
    checkStateCertificate((state) => findStateRule(state)?.certificate.fields, 'values'),
  ),
);

/** The work state's certificate tab: shown only where the state has a form of its own to fill in. */
export function hasCertificateFields(state: string): boolean {
  return (findStateRule(state)?.certificate.fields.length ?? 0) > 0;
}

/** Each field with its value, as the form prints them. */
function CertificateValuesList({
  fields,
  values,
}: {
  fields: readonly CertificateField[];
  values: CertificateWireValues;
}) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
      {fields.map((field) => (
        <div key={field.key} className="contents">
          <dt className="text-muted-foreground">{field.label}</dt>
          <dd className="text-right tabular-nums">
            {formatCertificateValue(field, values[field.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Line 1: basic allowances 2, Line 3: additional amount each pay $10.00": what a record changed. */
function summarizeValues(rule: StateRule | undefined, values: CertificateWireValues): string {
  const fields = rule?.certificate.fields ?? [];
  const entries = Object.entries(values).map(([key, value]) => {
    const field = fields.find((candidate) => candidate.key === key);
    return field ? `${field.label}: ${formatCertificateValue(field, value)}` : `${key}: ${value}`;
  });
  return entries.length ? entries.join('; ') : 'No entries (the defaults)';
}

function InForceSection({
  employee,
  rule,
  active,
  scheduled,
  isPending,
}: {
  employee: Employee;
  rule: StateRule;
  active: StateCertificateRecord | undefined;
  scheduled: StateCertificateRecord[];
  isPending: boolean;
}) {
  const { form, fields, defaults, fromLegacyFields } = rule.certificate;
  return (
    <section
      aria-labelledby="state-certificate-active-title"
      className="grid gap-2 rounded-md border border-border bg-muted p-4 text-sm"
    >
      <h3 id="state-certificate-active-title" className="font-semibold">
        {form} in force ({rule.name})
      </h3>
      {isPending ? (
        <p role="status">Loading {form} records...</p>
      ) : active ? (
        <>
          <p>Effective {formatDate(active.effectiveDate)}.</p>
          <CertificateValuesList
            fields={fields}
            values={{ ...toWireCertificate(fields, defaults), ...active.values }}
          />
        </>
      ) : fromLegacyFields ? (
        <p>
          No {form} on file: {employee.firstName}&apos;s state filing status and{' '}
          {employee.stateAllowances} state allowance{employee.stateAllowances === 1 ? '' : 's'}{' '}
          stand for it.
        </p>
      ) : (
        <>
          <p>
            No {form} on file: {rule.name}&apos;s defaults apply.
          </p>
          <CertificateValuesList fields={fields} values={toWireCertificate(fields, defaults)} />
          {rule.certificate.defaultsCitation ? (
            <p className="text-xs text-muted-foreground">{rule.certificate.defaultsCitation}</p>
          ) : null}
        </>
      )}
      {scheduled.map((entry) => (
        <p key={entry.id}>
          Scheduled from {formatDate(entry.effectiveDate)}: {summarizeValues(rule, entry.values)}.
        </p>
      ))}
    </section>
  );
}

/** The form of the work state's certificate, starting from the one in force (or the defaults). */
function RecordCertificateForm({
  employee,
  rule,
  active,
}: {
  employee: Employee;
  rule: StateRule;
  active: StateCertificateRecord | undefined;
}) {
  const create = useCreateStateCertificate();
  const today = useWorkingToday();
  const { form: formName, fields, defaults } = rule.certificate;
  const form = useForm<StateCertificateFormValues, unknown, CreateStateCertificateInput>({
    resolver: resolveCertificate,
    defaultValues: {
      employeeId: employee.id,
      state: employee.state,
      effectiveDate: today,
      values: toCertificateInputValues(fields, {
        ...toWireCertificate(fields, defaults),
        ...active?.values,
      }),
    },
  });
  const values = (useWatch({ control: form.control, name: 'values' }) ??
    {}) as CertificateInputValues;
  const { errors } = form.formState;
  const valueErrors = errors.values as Record<string, { message?: string } | undefined> | undefined;

  const submit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (recorded) => {
        const name = `${employee.firstName} ${employee.lastName}`;
        showSuccessToast(
          `${formName} recorded`,
          recorded.status === 'scheduled'
            ? `Payroll uses this ${formName} for ${name} from ${formatDate(recorded.effectiveDate)}; the current one applies until then.`
            : `Payroll now uses this ${formName} for ${name}.`,
        );
        form.reset({ ...form.getValues(), effectiveDate: today });
      },
      onError: (error) => showSubmitErrors(form.setError, `Failed to record ${formName}`, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Record a ${formName}`}>
      <h3 className="font-semibold">Record a new {formName}</h3>
      <CertificateFieldInputs
        fields={fields}
        values={values}
        onChange={(key, value) => form.setValue(`values.${key}`, value, { shouldDirty: true })}
        errorOf={(key) => valueErrors?.[key]?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Effective date"
          error={errors.effectiveDate?.message ?? errors.state?.message}
          hint="Payroll uses it for pay dates on or after this day"
        >
          <Input type="date" {...form.register('effectiveDate')} />
        </Field>
      </div>
      <div className="flex justify-end">
        <SubmitButton isPending={create.isPending} pendingLabel="Recording...">
          Record {formName}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The employee's state withholding certificates, dated like the W-4s: the one in force for the
 * work state (or the state's defaults), a form with exactly that state's fields, and the history.
 * Statuses come from the server, read on its today with payroll's rule.
 */
export function StateCertificatePanel({ employee }: { employee: Employee }) {
  const rule = findStateRule(employee.state);
  const history = useStateCertificates(employee.id);
  if (!rule) return null;
  const active = history.data?.find((entry) => entry.status === 'active');
  const scheduled = (history.data ?? [])
    .filter((entry) => entry.status === 'scheduled')
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));

  return (
    <div className="grid gap-6">
      <InForceSection
        employee={employee}
        rule={rule}
        active={active}
        scheduled={scheduled}
        isPending={history.isPending}
      />
      {history.data ? (
        // A new certificate in force starts the form again from it.
        <RecordCertificateForm
          key={active?.id ?? 'none'}
          employee={employee}
          rule={rule}
          active={active}
        />
      ) : null}

      <TableSection
        id="state-certificate-history-title"
        title="State certificate history"
        items={history.data ?? []}
        columns={
          <>
            <Th>Effective</Th>
            <Th>Form</Th>
            <Th>Entries</Th>
            <Th>Recorded by</Th>
            <Th>Status</Th>
          </>
        }
      >
        {(entry) => (
          <tr key={entry.id}>
            <Td className="whitespace-nowrap">{formatDate(entry.effectiveDate)}</Td>
            <Td className="whitespace-nowrap">
              {entry.form} ({entry.state})
            </Td>
            <Td className="text-xs">{summarizeValues(findStateRule(entry.state), entry.values)}</Td>
            <Td>{entry.createdBy ?? '—'}</Td>
            <Td>
              <StateCertificateStatusBadge status={entry.status} />
            </Td>
          </tr>
        )}
      </TableSection>
    </div>
  );
}
