import { CircleAlert, Play, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PayRunHours, PayRunRow } from '@paylab/shared';
import { ListPager } from '../../../components/list-pager';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { createIdempotencyKey } from '../../../lib/create-idempotency-key';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useCreatePayRun } from '../api/create-pay-run';
import { usePayRunProgress } from '../api/get-pay-run-progress';
import { PAY_RUN_PAGE_SIZE, usePayRunPreview, type PayRunRequest } from '../api/preview-pay-run';
import { PAY_FREQUENCY_LABELS, RULE_SET_LABELS } from './payroll-labels';
import { PayRunPreviewTable, type HoursDraft } from './pay-run-preview-table';

type Frequency = PayRunRequest['payFrequency'];

function formatEmployeeCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'employee' : 'employees'}`;
}

/** Hours as typed, or null when they break spec section 5 (0 to 168 in steps of 0.25). */
function parseHours(text: string, isOptional: boolean): number | null {
  if (text.trim() === '') return isOptional ? 0 : null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 168 && Number.isInteger(value * 4) ? value : null;
}

/** 'Run payroll for all active employees' of one frequency and period: preview, then one all-or-nothing submit. */
export function PayRunPanel() {
  const [frequency, setFrequency] = useState<Frequency>('bi-weekly');
  const [period, setPeriod] = useState({ payPeriodStart: '', payPeriodEnd: '', payDate: '' });
  const [base, setBase] = useState<Omit<PayRunRequest, 'hours'> | null>(null);
  const [drafts, setDrafts] = useState<Record<string, HoursDraft>>({});
  const [page, setPage] = useState(1);
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const [formError, setFormError] = useState<Record<string, string>>({});

  const { hours, invalidRows } = useMemo(() => {
    const rows: PayRunHours[] = [];
    const invalid = new Set<string>();
    for (const [employeeId, draft] of Object.entries(drafts)) {
      const hoursWorked = parseHours(draft.hoursWorked, false);
      const overtimeHours = parseHours(draft.overtimeHours, true);
      if (hoursWorked === null || overtimeHours === null) invalid.add(employeeId);
      else rows.push({ employeeId, hoursWorked, overtimeHours });
    }
    return { hours: rows, invalidRows: invalid };
  }, [drafts]);
  const debouncedHours = useDebouncedValue(hours, 400);
  const request = useMemo<PayRunRequest | null>(() => (base ? { ...base, hours: debouncedHours } : null), [base, debouncedHours]);
  const preview = usePayRunPreview(request, page);
  const submit = useCreatePayRun();
  const progress = usePayRunProgress(idempotencyKey, submit.isPending);

  // Any change to what would be paid is a different run, so it gets a new key.
  useEffect(() => setIdempotencyKey(createIdempotencyKey()), [request]);
  useEffect(() => {
    if (preview.error instanceof ApiError) setFormError(preview.error.fields);
  }, [preview.error]);

  const onPreview = (event: React.FormEvent) => {
    event.preventDefault();
    const hasStart = period.payPeriodStart !== '';
    if (hasStart !== (period.payPeriodEnd !== '')) {
      setFormError({ [hasStart ? 'payPeriodEnd' : 'payPeriodStart']: 'Give both the pay period start and end, or neither' });
      return;
    }
    setFormError({});
    setDrafts({});
    setPage(1);
    setBase({
      payFrequency: frequency,
      payPeriodStart: period.payPeriodStart || undefined,
      payPeriodEnd: period.payPeriodEnd || undefined,
      payDate: period.payDate || undefined,
    });
  };

  const onHoursChange = (row: PayRunRow, draft: HoursDraft) => setDrafts((current) => ({ ...current, [row.employeeId]: draft }));

  const data = preview.data;
  const isStale = preview.isFetching || hours !== debouncedHours;
  const canSubmit = Boolean(data && request && data.errorCount === 0 && data.employeeCount > 0 && invalidRows.size === 0 && !isStale && !submit.isPending);

  const onSubmit = () => {
    if (!request || !data) return;
    submit.mutate(
      { ...request, payPeriodStart: data.payPeriodStart, payPeriodEnd: data.payPeriodEnd, payDate: data.payDate, idempotencyKey },
      {
        onSuccess: ({ run, isReplay }) => {
          toast({
            title: 'Payroll processed successfully',
            description: `${isReplay ? 'Already processed: ' : ''}${formatEmployeeCount(run.employeeCount)} paid ${formatCurrency(run.totalNetPay)} net for ${formatDate(run.payPeriodStart)} – ${formatDate(run.payPeriodEnd)}.`,
            variant: 'success',
          });
          setBase(null);
          setDrafts({});
        },
        onError: (error) => toast({ title: 'Failed to process payroll', description: getErrorMessage(error, 'Nothing was processed. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  const progressData = progress.data;
  const progressLabel =
    progressData && progressData.total > 0
      ? `${progressData.phase === 'writing' ? 'Writing' : 'Calculating'} ${progressData.processed.toLocaleString('en-US')} of ${progressData.total.toLocaleString('en-US')} employees`
      : 'Processing payroll...';

  return (
    <section aria-labelledby="pay-run-title" className="grid gap-4">
      <div>
        <h2 id="pay-run-title" className="text-lg font-semibold">
          Run payroll for all active employees
        </h2>
        <p className="text-sm text-muted-foreground">
          Preview every paycheck of one pay frequency and period, adjust hours, then process them all in one step: all of them or none.
        </p>
      </div>
      <form onSubmit={onPreview} noValidate className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Pay run">
        <Field label="Pay Frequency">
          <Select value={frequency} onChange={(event) => setFrequency(event.target.value as Frequency)}>
            {Object.entries(PAY_FREQUENCY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Pay period start" error={formError.payPeriodStart} hint="Empty: the current period">
          <Input type="date" value={period.payPeriodStart} onChange={(event) => setPeriod({ ...period, payPeriodStart: event.target.value })} />
        </Field>
        <Field label="Pay period end" error={formError.payPeriodEnd}>
          <Input type="date" value={period.payPeriodEnd} onChange={(event) => setPeriod({ ...period, payPeriodEnd: event.target.value })} />
        </Field>
        <Field label="Pay date" error={formError.payDate} hint="Empty: the period end">
          <Input type="date" value={period.payDate} onChange={(event) => setPeriod({ ...period, payDate: event.target.value })} />
        </Field>
        <div className="flex items-start pt-6">
          <Button type="submit" variant="outline" className="w-full">
            Preview payroll
          </Button>
        </div>
      </form>

      {preview.isError && !(preview.error instanceof ApiError && Object.keys(preview.error.fields).length > 0) ? (
        <p role="alert" className="text-danger">
          {getErrorMessage(preview.error, 'The preview could not be calculated.')}
        </p>
      ) : null}
      {base && preview.isPending ? (
        <p role="status" className="text-muted-foreground">
          Calculating the preview...
        </p>
      ) : null}

      {base && data ? (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm" data-testid="pay-run-summary">
              <span className="font-semibold">{PAY_FREQUENCY_LABELS[data.payFrequency]}</span> · {formatDate(data.payPeriodStart)} – {formatDate(data.payPeriodEnd)} · Pay date{' '}
              {formatDate(data.payDate)} · {formatEmployeeCount(data.employeeCount)} · {RULE_SET_LABELS[data.ruleSet]}
            </p>
            <Button onClick={onSubmit} disabled={!canSubmit}>
              <Play aria-hidden="true" />
              {submit.isPending ? 'Processing...' : `Process payroll for ${formatEmployeeCount(data.employeeCount - data.errorCount)}`}
            </Button>
          </div>
          {submit.isPending ? (
            <div className="grid gap-1" role="status" aria-live="polite">
              <p className="text-sm">{progressLabel}</p>
              <progress className="h-2 w-full accent-primary" max={progressData?.total || 1} value={progressData?.total ? progressData.processed : undefined} aria-label="Pay run progress" />
            </div>
          ) : null}
          {data.warnings.length > 0 ? (
            <ul role="status" className="grid gap-1 rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning">
              {data.warnings.map((warning) => (
                <li key={warning} className="flex gap-2">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {warning}
                </li>
              ))}
            </ul>
          ) : null}
          {data.errorCount > 0 ? (
            <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm text-danger">
              <p className="flex items-center gap-2 font-semibold">
                <CircleAlert className="size-4" aria-hidden="true" /> {data.errorCount.toLocaleString('en-US')} {data.errorCount === 1 ? 'employee cannot' : 'employees cannot'} be paid in this run. Nothing will be processed until
                this is resolved.
              </p>
              <ul className="mt-2 list-disc pl-6">
                {data.errors.slice(0, 20).map((error) => (
                  <li key={error.employeeId}>
                    {error.employeeCode} {error.name}: {error.message}
                  </li>
                ))}
              </ul>
              {data.errorCount > 20 ? <p className="mt-1">and {(data.errorCount - 20).toLocaleString('en-US')} more.</p> : null}
            </div>
          ) : null}
          {invalidRows.size > 0 ? (
            <p role="alert" className="text-sm text-danger">
              Hours must be 0 to 168 in steps of 0.25 ({invalidRows.size} {invalidRows.size === 1 ? 'row' : 'rows'} to fix).
            </p>
          ) : null}
          {data.employeeCount === 0 ? (
            <p className="text-muted-foreground">No active {(PAY_FREQUENCY_LABELS[data.payFrequency] ?? data.payFrequency).toLowerCase()} employees to pay for this period.</p>
          ) : (
            <>
              <PayRunPreviewTable preview={data} drafts={drafts} invalidRows={invalidRows} isStale={isStale} onHoursChange={onHoursChange} />
              <ListPager page={page} pageSize={PAY_RUN_PAGE_SIZE} total={data.employeeCount} noun="Pay run" onPageChange={setPage} spacing="compact" />
            </>
          )}
        </div>
      ) : null}
      {submit.data && !base ? (
        <p className="text-sm" role="status">
          Last run: {formatEmployeeCount(submit.data.run.employeeCount)}, gross {formatCurrency(submit.data.run.totalGrossPay)}, net {formatCurrency(submit.data.run.totalNetPay)}.{' '}
          <Link to="/pay-stubs" className="text-primary underline">
            View the pay stubs
          </Link>
        </p>
      ) : null}
    </section>
  );
}
