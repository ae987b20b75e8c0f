import { Calculator, ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { isOutsideModelledYears, type PayrollCalculation } from '@paylab/shared';
import { Button } from '../../../components/ui/button';
import { UnmodelledYearAcknowledgement } from '../../../components/unmodelled-year-acknowledgement';
import { formatCurrency, formatDate } from '../../../lib/format';
import { RULE_SET_LABELS, formatRateText } from './payroll-labels';
import { TraceList } from './trace-list';
import { WarningList } from './warning-list';

export interface PayrollResultProps {
  result: PayrollCalculation;
  canProcess: boolean;
  isProcessing: boolean;
  blockedReason: string | null;
  onProcess(): void;
}

function Row({
  label,
  value,
  isStrong = false,
  testId,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={
        isStrong
          ? 'flex justify-between gap-4 border-t border-border pt-2 font-semibold'
          : 'flex justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The calculated paycheck: earnings, every deduction, net pay, employer taxes, and the engine's math. */
export function PayrollResult({
  result,
  canProcess,
  isProcessing,
  blockedReason,
  onProcess,
}: PayrollResultProps) {
  const [isMathShown, setIsMathShown] = useState(false);
  const [isYearAcknowledged, setIsYearAcknowledged] = useState(false);
  const needsYearAcknowledgement = isOutsideModelledYears(result.payDate) && !isYearAcknowledged;
  const hasSupplemental = result.supplementalPay !== '0.00';
  const optional = (value: string) => value !== '0.00';
  return (
    <section
      aria-labelledby="payroll-result-title"
      className="grid gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <div>
        <h3 id="payroll-result-title" className="flex items-center gap-2 font-semibold">
          <Calculator className="size-4 text-primary" aria-hidden="true" /> Payroll Calculation
        </h3>
        <p className="text-sm text-muted-foreground">
          Pay period {formatDate(result.payPeriodStart)} – {formatDate(result.payPeriodEnd)} · Pay
          date {formatDate(result.payDate)} · {RULE_SET_LABELS[result.ruleSet]}
        </p>
      </div>
      <WarningList warnings={result.warnings} />
      <div className="grid gap-6 md:grid-cols-2">
        <dl className="grid content-start gap-1.5 text-sm">
          <Row
            label={
              result.payBasis === 'salary'
                ? `Salary (${result.hoursWorked} h worked)`
                : `Regular (${result.hoursWorked} h × ${formatRateText(result.regularRate)})`
            }
            value={formatCurrency(result.regularPay)}
            testId="result-regular-pay"
          />
          {result.overtimeExempt ? (
            <Row label="Overtime (exempt)" value={formatCurrency(result.overtimePay)} />
          ) : (
            <Row
              label={`Overtime (${result.overtimeHours} h × ${formatRateText(result.overtimeRate)})`}
              value={formatCurrency(result.overtimePay)}
              testId="result-overtime-pay"
            />
          )}
          {hasSupplemental ? (
            <Row label="Bonus (supplemental)" value={formatCurrency(result.supplementalPay)} />
          ) : null}
          <Row
            label="Gross Pay"
            value={formatCurrency(result.grossPay)}
            isStrong
            testId="result-gross-pay"
          />
          <p className="pt-2 text-xs text-muted-foreground">
            Year to date before this paycheck: {formatCurrency(result.yearToDate.grossPay)}
            {result.yearToDate.supplementalPay !== '0.00'
              ? ` plus ${formatCurrency(result.yearToDate.supplementalPay)} supplemental`
              : ''}
            . Withholding from{' '}
            {result.withholdingBasis.kind === 'w4-2020-or-later'
              ? 'a 2020-or-later Form W-4'
              : `the employee record as a 2019-or-earlier W-4 (${result.withholdingBasis.allowances} allowances)`}
            .
          </p>
        </dl>
        <dl className="grid content-start gap-1.5 text-sm">
          <Row
            label="Federal Income Tax"
            value={formatCurrency(result.federalIncomeTax)}
            testId="result-federal-income-tax"
          />
          {optional(result.additionalWithholding) ? (
            <Row
              label="Additional Withholding"
              value={formatCurrency(result.additionalWithholding)}
            />
          ) : null}
          <Row label="Social Security" value={formatCurrency(result.socialSecurityTax)} />
          <Row label="Medicare" value={formatCurrency(result.medicareTax)} />
          {optional(result.additionalMedicareTax) ? (
            <Row label="Additional Medicare" value={formatCurrency(result.additionalMedicareTax)} />
          ) : null}
          {/* Each program of the work state by its own label; income tax shown even at 0. */}
          {result.stateLines
            .filter((line) => line.kind === 'income-tax' || optional(line.amount))
            .map((line) => (
              <Row key={line.programId} label={line.label} value={formatCurrency(line.amount)} />
            ))}
          <Row label="Total Deductions" value={formatCurrency(result.totalDeductions)} isStrong />
        </dl>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-accent p-3 text-accent-foreground">
        <span className="font-semibold">Net Pay</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="result-net-pay">
          {formatCurrency(result.netPay)}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        Employer taxes (not deducted): Social Security{' '}
        {formatCurrency(result.employer.socialSecurityTax)}, Medicare{' '}
        {formatCurrency(result.employer.medicareTax)}, FUTA{' '}
        {formatCurrency(result.employer.futaTax)}, SUTA {formatCurrency(result.employer.sutaTax)}.
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isMathShown}
          aria-controls="payroll-math"
          onClick={() => setIsMathShown((value) => !value)}
        >
          {isMathShown ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}{' '}
          Show the math
        </Button>
        {isMathShown ? (
          <div
            id="payroll-math"
            className="mt-3 max-h-96 overflow-y-auto rounded-md border border-border p-3"
          >
            <TraceList trace={result.trace} />
          </div>
        ) : null}
      </div>
      {blockedReason ? <p className="text-sm text-warning">{blockedReason}</p> : null}
      {canProcess ? (
        <UnmodelledYearAcknowledgement
          payDate={result.payDate}
          isAcknowledged={isYearAcknowledged}
          onAcknowledgedChange={setIsYearAcknowledged}
        />
      ) : null}
      <div className="flex justify-end">
        <Button
          onClick={onProcess}
          disabled={
            !canProcess || isProcessing || blockedReason !== null || needsYearAcknowledgement
          }
        >
          {isProcessing ? 'Processing...' : 'Process Payroll'}
        </Button>
      </div>
    </section>
  );
}
