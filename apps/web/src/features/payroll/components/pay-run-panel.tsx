import { Play } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PayRunRow } from '@paylab/shared';
import { ListPager } from '../../../components/list-pager';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { createIdempotencyKey } from '../../../lib/create-idempotency-key';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useCreatePayRun } from '../api/create-pay-run';
import { PAY_RUN_PAGE_SIZE, usePayRunPreview, type PayRunRequest } from '../api/preview-pay-run';
import {
  checkPayRunPeriod,
  collectPayRunHours,
  formatEmployeeCount,
  type HoursDraft,
  type PayRunPeriodDraft,
} from './pay-run-hours';
import { PayRunPeriodForm, type PayFrequency } from './pay-run-period-form';
import { PayRunPreviewTable } from './pay-run-preview-table';
import { PayRunProblems } from './pay-run-problems';
import { PayRunProgress } from './pay-run-progress';
import { summarizePayRun } from './pay-run-confirmation';
import { PayRunConfirmDialog } from './pay-run-confirm-dialog';
import { PAY_FREQUENCY_LABELS, RULE_SET_LABELS } from './payroll-labels';
import { showErrorToast } from '../../../lib/show-error-toast';
import { usePager } from '../../../hooks/use-pager';
import { showSuccessToast } from '../../../lib/show-success-toast';

const EMPTY_PERIOD: PayRunPeriodDraft = { payPeriodStart: '', payPeriodEnd: '', payDate: '' };

/** 'Run payroll for all active employees' of one frequency and period: preview, then one all-or-nothing submit. */
export function PayRunPanel() {
  const [frequency, setFrequency] = useState<PayFrequency>('bi-weekly');
  const [period, setPeriod] = useState(EMPTY_PERIOD);
  const [base, setBase] = useState<Omit<PayRunRequest, 'hours'> | null>(null);
  const [drafts, setDrafts] = useState<Record<string, HoursDraft>>({});
  const pager = usePager(PAY_RUN_PAGE_SIZE);
  const { page, setPage } = pager;
  const [periodErrors, setPeriodErrors] = useState<Record<string, string>>({});
  // The key of the last submitted run: a retry of the same request reuses it, so it can never pay
  // twice; any change to what would be paid is a different run and gets a new key.
  const submitted = useRef<{ request: PayRunRequest; idempotencyKey: string } | null>(null);

  const { hours, invalidRows } = useMemo(() => collectPayRunHours(drafts), [drafts]);
  const debouncedHours = useDebouncedValue(hours, 400);
  const request = useMemo<PayRunRequest | null>(
    () => (base ? { ...base, hours: debouncedHours } : null),
    [base, debouncedHours],
  );
  const preview = usePayRunPreview(request, page);
  const submit = useCreatePayRun();
  // Issue 27, item 5: a pay run is committed only after its figures are confirmed.
  const [isConfirming, setIsConfirming] = useState(false);

  const serverFieldErrors = preview.error instanceof ApiError ? preview.error.fields : {};
  const fieldErrors = Object.keys(periodErrors).length > 0 ? periodErrors : serverFieldErrors;

  const onPreview = () => {
    const errors = checkPayRunPeriod(period);
    setPeriodErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setDrafts({});
    setPage(1);
    setBase({
      payFrequency: frequency,
      payPeriodStart: period.payPeriodStart || undefined,
      payPeriodEnd: period.payPeriodEnd || undefined,
      payDate: period.payDate || undefined,
    });
  };

  const onHoursChange = (row: PayRunRow, draft: HoursDraft) =>
    setDrafts((current) => ({ ...current, [row.employeeId]: draft }));

  const data = preview.data;
  const isStale = preview.isFetching || hours !== debouncedHours;
  const canSubmit = Boolean(
    data &&
    request &&
    data.errorCount === 0 &&
    data.employeeCount > 0 &&
    invalidRows.size === 0 &&
    !isStale &&
    !submit.isPending,
  );

  const onSubmit = () => {
    setIsConfirming(false);
    if (!request || !data) return;
    if (submitted.current?.request !== request)
      submitted.current = { request, idempotencyKey: createIdempotencyKey() };
    submit.mutate(
      {
        ...request,
        payPeriodStart: data.payPeriodStart,
        payPeriodEnd: data.payPeriodEnd,
        payDate: data.payDate,
        idempotencyKey: submitted.current.idempotencyKey,
      },
      {
        onSuccess: ({ run, isReplay }) => {
          showSuccessToast(
            'Payroll processed successfully',
            `${isReplay ? 'Already processed: ' : ''}${formatEmployeeCount(run.employeeCount)} paid ${formatCurrency(run.totalNetPay)} net for ${formatDate(run.payPeriodStart)} – ${formatDate(run.payPeriodEnd)}.`,
          );
          setBase(null);
          setDrafts({});
        },
        onError: (error) =>
          showErrorToast(
            'Failed to process payroll',
            error,
            'Nothing was processed. Please try again.',
          ),
      },
    );
  };

  return (
    <section aria-labelledby="pay-run-title" className="grid gap-4">
      <div>
        <h2 id="pay-run-title" className="text-lg font-semibold">
          Run payroll for all active employees
        </h2>
        <p className="text-sm text-muted-foreground">
          Preview every paycheck of one pay frequency and period, adjust hours, then process them
          all in one step: all of them or none.
        </p>
      </div>
      <PayRunPeriodForm
        frequency={frequency}
        period={period}
        fieldErrors={fieldErrors}
        onFrequencyChange={setFrequency}
        onPeriodChange={setPeriod}
        onPreview={onPreview}
      />

      {preview.isError && Object.keys(serverFieldErrors).length === 0 ? (
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
              <span className="font-semibold">{PAY_FREQUENCY_LABELS[data.payFrequency]}</span> ·{' '}
              {formatDate(data.payPeriodStart)} – {formatDate(data.payPeriodEnd)} · Pay date{' '}
              {formatDate(data.payDate)} · {formatEmployeeCount(data.employeeCount)} ·{' '}
              {RULE_SET_LABELS[data.ruleSet]}
            </p>
            <Button onClick={() => setIsConfirming(true)} disabled={!canSubmit}>
              <Play aria-hidden="true" />
              {submit.isPending
                ? 'Processing...'
                : `Process payroll for ${formatEmployeeCount(data.employeeCount - data.errorCount)}`}
            </Button>
          </div>
          <PayRunConfirmDialog
            open={isConfirming && canSubmit}
            onOpenChange={setIsConfirming}
            confirmation={summarizePayRun(data)}
            onConfirm={onSubmit}
          />
          {submit.isPending ? (
            <PayRunProgress idempotencyKey={submit.variables.idempotencyKey} />
          ) : null}
          <PayRunProblems preview={data} invalidRowCount={invalidRows.size} />
          {data.employeeCount === 0 ? (
            <p className="text-muted-foreground">
              No active{' '}
              {(PAY_FREQUENCY_LABELS[data.payFrequency] ?? data.payFrequency).toLowerCase()}{' '}
              employees to pay for this period.
            </p>
          ) : (
            <>
              <PayRunPreviewTable
                preview={data}
                drafts={drafts}
                invalidRows={invalidRows}
                isStale={isStale}
                onHoursChange={onHoursChange}
              />
              <ListPager
                pager={pager}
                total={data.employeeCount}
                noun="Pay run"
                spacing="compact"
              />
            </>
          )}
        </div>
      ) : null}
      {submit.data && !base ? (
        <p className="text-sm" role="status">
          Last run: {formatEmployeeCount(submit.data.run.employeeCount)}, gross{' '}
          {formatCurrency(submit.data.run.totalGrossPay)}, net{' '}
          {formatCurrency(submit.data.run.totalNetPay)}.{' '}
          <Link to="/pay-stubs" className="text-primary underline">
            View the pay stubs
          </Link>
        </p>
      ) : null}
    </section>
  );
}
