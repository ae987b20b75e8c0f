import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  createW4InputSchema,
  type CreateW4Input,
  type Employee,
  type W4FormValues,
} from '@paylab/shared';
import { W4StatusBadge } from '../../../components/w4-status-badge';
import { SubmitButton } from '../../../components/submit-button';
import { RegisteredFields, type RegisteredFieldSpec } from '../../../components/registered-fields';
import { TableSection } from '../../../components/table-section';
import { Td, Th } from '../../../components/ui/table';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useCreateW4Form } from '../api/create-w4-form';
import { useW4Forms } from '../api/get-w4-forms';
import { FILING_STATUS_OPTIONS, getFilingStatusLabel } from './employee-options';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { SelectField } from '../../../components/select-field';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { MoneyCell } from '../../../components/money-cell';

/**
 * The certificate's dollar amounts, Steps 3 and 4, each typed as dollars and cents, then the dates
 * it was signed and takes effect.
 */
const W4_TEXT_FIELDS: readonly RegisteredFieldSpec<W4FormValues>[] = [
  {
    name: 'dependentsAmount',
    label: 'Step 3 Dependents amount',
    hint: 'Annual credits, e.g. 2000.00 per child',
    inputMode: 'decimal',
  },
  { name: 'otherIncome', label: 'Step 4(a) Other income', hint: 'Annual', inputMode: 'decimal' },
  {
    name: 'deductions',
    label: 'Step 4(b) Deductions',
    hint: 'Annual, beyond the standard deduction',
    inputMode: 'decimal',
  },
  {
    name: 'extraWithholding',
    label: 'Step 4(c) Extra withholding',
    hint: 'Per pay period',
    inputMode: 'decimal',
  },
  { name: 'signedDate', label: 'Signed date', type: 'date' },
  { name: 'effectiveDate', label: 'Effective date', type: 'date' },
];

/**
 * Records 2020-or-later Forms W-4. Statuses come from the server, which reads them on its own
 * today with payroll's rule: a future-dated W-4 is scheduled and the earlier one stays active.
 */
export function W4Panel({ employee }: { employee: Employee }) {
  const history = useW4Forms(employee.id);
  const create = useCreateW4Form();
  const today = useWorkingToday();
  const form = useForm<W4FormValues, unknown, CreateW4Input>({
    resolver: zodResolver(createW4InputSchema),
    defaultValues: {
      employeeId: employee.id,
      filingStatus: employee.filingStatus,
      multipleJobs: false,
      dependentsAmount: '0.00',
      otherIncome: '0.00',
      deductions: '0.00',
      extraWithholding: '0.00',
      signedDate: today,
      effectiveDate: today,
    },
  });
  const { errors } = form.formState;
  const message = (field: keyof W4FormValues) => errors[field]?.message as string | undefined;
  const active = history.data?.find((entry) => entry.status === 'active');
  const scheduled = (history.data ?? [])
    .filter((entry) => entry.status === 'scheduled')
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));

  const submit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (recorded) => {
        const name = `${employee.firstName} ${employee.lastName}`;
        const description =
          recorded.status === 'scheduled'
            ? `Payroll uses this Form W-4 for ${name} from ${formatDate(recorded.effectiveDate)}; the current one applies until then.`
            : `Payroll now uses this Form W-4 for ${name}.`;
        showSuccessToast('W-4 recorded', description);
        form.reset({ ...values, signedDate: today, effectiveDate: today });
      },
      onError: (error) => showSubmitErrors(form.setError, 'Failed to record W-4', error),
    });
  });

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="w4-active-title"
        className="rounded-md border border-border bg-muted p-4 text-sm"
      >
        <h3 id="w4-active-title" className="mb-2 font-semibold">
          Active Form W-4
        </h3>
        {history.isPending ? (
          <p role="status">Loading W-4 records...</p>
        ) : active ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Filing status</dt>
            <dd>{getFilingStatusLabel(active.filingStatus)}</dd>
            <dt className="text-muted-foreground">Step 2(c) multiple jobs</dt>
            <dd>{active.multipleJobs ? 'Checked' : 'Not checked'}</dd>
            <dt className="text-muted-foreground">Step 3 dependents</dt>
            <dd>{formatCurrency(active.dependentsAmount)}</dd>
            <dt className="text-muted-foreground">Step 4(a) other income</dt>
            <dd>{formatCurrency(active.otherIncome)}</dd>
            <dt className="text-muted-foreground">Step 4(b) deductions</dt>
            <dd>{formatCurrency(active.deductions)}</dd>
            <dt className="text-muted-foreground">Step 4(c) extra withholding</dt>
            <dd>{formatCurrency(active.extraWithholding)} per period</dd>
            <dt className="text-muted-foreground">Effective</dt>
            <dd>{formatDate(active.effectiveDate)}</dd>
          </dl>
        ) : (
          <p>
            {scheduled.length
              ? 'No 2020-or-later W-4 in force yet.'
              : 'No 2020-or-later W-4 on file.'}{' '}
            Payroll treats {employee.firstName}&apos;s filing status, {employee.allowances}{' '}
            allowance
            {employee.allowances === 1 ? '' : 's'} and additional withholding as a 2019-or-earlier
            Form W-4{scheduled.length ? ' until then' : ''}.
          </p>
        )}
        {scheduled.map((entry) => (
          <p key={entry.id} className="mt-2">
            Scheduled from {formatDate(entry.effectiveDate)}:{' '}
            {getFilingStatusLabel(entry.filingStatus)}, Step 4(c){' '}
            {formatCurrency(entry.extraWithholding)} per period.
          </p>
        ))}
      </section>

      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Record a Form W-4">
        <h3 className="font-semibold">Record a new Form W-4 (2020 or later)</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Step 1(c) Filing status"
            error={message('filingStatus')}
            {...form.register('filingStatus')}
            options={FILING_STATUS_OPTIONS}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              {...form.register('multipleJobs')}
            />
            Step 2(c): multiple jobs or spouse works
          </label>
          <RegisteredFields form={form} fields={W4_TEXT_FIELDS} />
        </div>
        <div className="flex justify-end">
          <SubmitButton isPending={create.isPending} pendingLabel="Recording...">
            Record W-4
          </SubmitButton>
        </div>
      </form>

      <TableSection
        id="w4-history-title"
        title="W-4 history"
        items={history.data ?? []}
        columns={
          <>
            <Th>Signed</Th>
            <Th>Effective</Th>
            <Th>Filing status</Th>
            <Th className="text-right">Step 4(c)</Th>
            <Th>Status</Th>
          </>
        }
      >
        {(entry) => (
          <tr key={entry.id}>
            <Td>{formatDate(entry.signedDate)}</Td>
            <Td>{formatDate(entry.effectiveDate)}</Td>
            <Td>{getFilingStatusLabel(entry.filingStatus)}</Td>
            <MoneyCell amount={entry.extraWithholding} />
            <Td>
              <W4StatusBadge status={entry.status} />
            </Td>
          </tr>
        )}
      </TableSection>
    </div>
  );
}
