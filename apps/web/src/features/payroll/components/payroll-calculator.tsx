import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  calculatePayrollInputSchema,
  type CalculatePayrollInput,
  type Employee,
  type PayrollCalculation,
  type PayrollHoursFormValues,
} from '@paylab/shared';
import { WORKWEEKS_PER_PERIOD } from '@paylab/shared/constants';
import { SubmitButton } from '../../../components/submit-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useCalculatePayroll } from '../api/calculate-payroll';
import { useActiveW4 } from '../api/get-active-w4';
import { useProcessPayroll } from '../api/process-payroll';
import {
  FILING_STATUS_LABELS,
  PAY_FREQUENCY_LABELS,
  RULE_SET_LABELS,
  getDefaultHours,
} from './payroll-labels';
import { formatPayAmount, formatPayType, formatRegularRate } from '../../../lib/format-pay';
import { PayrollResult } from './payroll-result';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { SelectField, toSelectOptions } from '../../../components/select-field';
import { showErrorToast } from '../../../lib/show-error-toast';
import { HOURS_INPUT_PROPS } from './hours-input-props';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { DetailItem } from '../../../components/detail-item';

function toDefaultValues(employee: Employee): PayrollHoursFormValues {
  return {
    employeeId: employee.id,
    hoursWorked: String(getDefaultHours(employee.payFrequency)),
    overtimeHours: '',
    supplementalPay: undefined,
    payPeriodStart: '',
    payPeriodEnd: '',
    payDate: '',
    ruleSet: undefined,
  };
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** One employee's paycheck: calculate, read the result (and its math), then process (spec section 4). */
export interface PayrollCalculatorProps {
  employee: Employee;
  companyRuleSet: string | undefined;
  /** After a paycheck is processed and its result withdrawn. */
  onProcessed?(): void;
}

export function PayrollCalculator({
  employee,
  companyRuleSet,
  onProcessed,
}: PayrollCalculatorProps) {
  const calculate = useCalculatePayroll();
  const process = useProcessPayroll();
  const activeW4 = useActiveW4(employee.id);
  const [calculated, setCalculated] = useState<{
    inputs: string;
    result: PayrollCalculation;
  } | null>(null);
  const form = useForm<PayrollHoursFormValues, unknown, CalculatePayrollInput>({
    resolver: zodResolver(calculatePayrollInputSchema),
    defaultValues: toDefaultValues(employee),
  });
  const { errors } = form.formState;
  const message = (field: keyof PayrollHoursFormValues) =>
    errors[field]?.message as string | undefined;

  // A result belongs to the inputs it was calculated from; editing them withdraws it.
  const watched = useWatch({ control: form.control });
  const inputs = JSON.stringify(watched);
  const ruleSet = (watched.ruleSet || undefined) as PayrollCalculation['ruleSet'] | undefined;
  const result = calculated?.inputs === inputs ? calculated.result : null;
  const setResult = (next: PayrollCalculation | null) =>
    setCalculated(next && { inputs, result: next });

  const onCalculate = form.handleSubmit((values) => {
    calculate.mutate(values, {
      onSuccess: setResult,
      onError: (error) =>
        showSubmitErrors(
          form.setError,
          'Failed to calculate payroll',
          error,
          'Please check the hours and try again.',
        ),
    });
  });

  // The button is disabled only once the pending state has rendered; a double click lands before
  // that, and its second request would be refused as already processed and toasted as a failure.
  const isProcessStarted = useRef(false);
  const onProcess = () => {
    if (!result || isProcessStarted.current) return;
    isProcessStarted.current = true;
    process.mutate(
      {
        employeeId: result.employeeId,
        hoursWorked: result.hoursWorked,
        overtimeHours: result.overtimeHours,
        supplementalPay: result.supplementalPay,
        payPeriodStart: result.payPeriodStart,
        payPeriodEnd: result.payPeriodEnd,
        payDate: result.payDate,
      },
      {
        onSuccess: (record) => {
          showSuccessToast(
            'Payroll processed successfully',
            `${employee.firstName} ${employee.lastName}: net pay ${formatCurrency(record.netPay)} for ${formatDate(record.payPeriodStart)} to ${formatDate(record.payPeriodEnd)}.`,
          );
          setResult(null);
          form.reset(toDefaultValues(employee));
          onProcessed?.();
        },
        onError: (error) => showErrorToast('Failed to process payroll', error),
        onSettled: () => {
          isProcessStarted.current = false;
        },
      },
    );
  };

  const w4 = activeW4.data;
  const filingStatus = w4
    ? `${FILING_STATUS_LABELS[w4.filingStatus]} (Form W-4 2020+)`
    : FILING_STATUS_LABELS[employee.filingStatus];
  const blockedReason = result?.isAlreadyProcessed
    ? 'This pay period was already processed for this employee.'
    : result && companyRuleSet && result.ruleSet !== companyRuleSet
      ? `Payroll is processed with the company's rule set (${RULE_SET_LABELS[companyRuleSet]}); calculate with it to process.`
      : null;

  return (
    <section aria-labelledby="calculator-title" className="grid gap-4">
      <div className="rounded-lg border border-border bg-surface p-4">
        <h2
          id="calculator-title"
          className="text-lg font-semibold"
          tabIndex={-1}
          data-focus-fallback
        >
          Payroll Calculator: {employee.firstName} {employee.lastName}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <DetailItem label="Employee ID" className="font-mono">
            {employee.employeeId}
          </DetailItem>
          <DetailItem label="Department">{employee.department}</DetailItem>
          <DetailItem
            label={employee.payType === 'hourly' ? 'Hourly Rate' : 'Annual Salary'}
            className="tabular-nums"
          >
            {formatPayAmount(employee)}
          </DetailItem>
          <DetailItem label="Pay Type" data-testid="pay-type">
            {formatPayType(employee)}
          </DetailItem>
          <DetailItem label="Pay Frequency">
            {PAY_FREQUENCY_LABELS[employee.payFrequency]}
          </DetailItem>
          <DetailItem label="Filing Status">{filingStatus}</DetailItem>
          <DetailItem
            label="Regular Hourly Rate"
            className="tabular-nums"
            data-testid="regular-hourly-rate"
          >
            {formatRegularRate(
              employee,
              ruleSet ?? (companyRuleSet as PayrollCalculation['ruleSet'] | undefined),
            )}
          </DetailItem>
        </dl>
      </div>

      <form
        onSubmit={onCalculate}
        noValidate
        className="grid gap-4 rounded-lg border border-border bg-surface p-4"
        aria-label="Hours"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Hours Worked"
            error={message('hoursWorked')}
            hint="0 to 168, in steps of 0.25"
          >
            <Input {...HOURS_INPUT_PROPS} inputMode="decimal" {...form.register('hoursWorked')} />
          </Field>
          {employee.overtimeExempt ? (
            <div className="grid content-start gap-1.5 text-sm">
              <p className="font-medium">Overtime Hours</p>
              <p className="text-muted-foreground" data-testid="overtime-exempt-note">
                Exempt from overtime (FLSA): every hour is paid as hours worked.
              </p>
            </div>
          ) : (
            <Field
              label="Overtime Hours"
              error={message('overtimeHours')}
              hint={
                WORKWEEKS_PER_PERIOD[employee.payFrequency] === null
                  ? 'Hours over 40 in each workweek, paid at 1.5x'
                  : `Optional, paid at 1.5x; hours worked over ${40 * (WORKWEEKS_PER_PERIOD[employee.payFrequency] ?? 1)} count as overtime`
              }
            >
              <Input
                {...HOURS_INPUT_PROPS}
                inputMode="decimal"
                placeholder="0"
                {...form.register('overtimeHours')}
              />
            </Field>
          )}
          <Field
            label="Bonus"
            error={message('supplementalPay')}
            hint="Optional, withheld at the flat 22%"
          >
            <Input
              inputMode="decimal"
              placeholder="0.00"
              {...form.register('supplementalPay', { setValueAs: emptyToUndefined })}
            />
          </Field>
        </div>
        <details className="rounded-md border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            Pay period and rules (default: the current period)
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field label="Pay period start" error={message('payPeriodStart')}>
              <Input
                type="date"
                {...form.register('payPeriodStart', { setValueAs: emptyToUndefined })}
              />
            </Field>
            <Field label="Pay period end" error={message('payPeriodEnd')}>
              <Input
                type="date"
                {...form.register('payPeriodEnd', { setValueAs: emptyToUndefined })}
              />
            </Field>
            <Field label="Pay date" error={message('payDate')} hint="Default: the period end">
              <Input type="date" {...form.register('payDate', { setValueAs: emptyToUndefined })} />
            </Field>
            <SelectField
              label="Rule set"
              error={message('ruleSet')}
              hint="Compare another rule set; processing uses the company's"
              {...form.register('ruleSet', { setValueAs: emptyToUndefined })}
              options={[
                {
                  value: '',
                  label: `Company setting${companyRuleSet ? ` (${RULE_SET_LABELS[companyRuleSet]})` : ''}`,
                },
                ...toSelectOptions(RULE_SET_LABELS),
              ]}
            />
          </div>
        </details>
        <div className="flex justify-end">
          <SubmitButton isPending={calculate.isPending} pendingLabel="Calculating...">
            Calculate Payroll
          </SubmitButton>
        </div>
      </form>

      {result ? (
        <PayrollResult
          result={result}
          canProcess
          isProcessing={process.isPending}
          blockedReason={blockedReason}
          onProcess={onProcess}
        />
      ) : null}
    </section>
  );
}
