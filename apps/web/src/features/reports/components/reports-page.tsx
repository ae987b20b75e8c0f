import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportPeriod } from '@paylab/shared';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { SkeletonList } from '../../../components/skeleton-list';
import { Table, Td, Th } from '../../../components/ui/table';
import { downloadFile } from '../../../lib/api-client';
import { formatCurrency, formatDate, formatRatePercent } from '../../../lib/format';
import {
  getExportFileName,
  getExportUrl,
  getViewerTimeZone,
  usePayrollReport,
  type ReportExportKind,
  type ReportParams,
} from '../api/get-payroll-report';
import { listPeriodOptions } from '../lib/period-options';
import { TaxYearSelect } from '../../../components/tax-year-select';
import { useTaxYearChoice } from '../../../hooks/use-tax-year';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { DeductionTotalsTable } from './deduction-totals-table';
import { StateWithholdingTable } from './state-withholding-table';
import { SelectField } from '../../../components/select-field';
import { showErrorToast } from '../../../lib/show-error-toast';
import { SectionCard } from '../../../components/section-card';
import { MoneyCell } from '../../../components/money-cell';

// recharts is large: the charts load after the figures, in their own chunk.
const ReportCharts = lazy(() => import('./report-charts'));

function MetricCard({ title, value, hint }: { title: string; value: string; hint?: string }) {
  return (
    <Card>
      <CardHeader className="pb-1">
        <CardDescription>{title}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

function ExportButton({
  kind,
  label,
  params,
}: {
  kind: ReportExportKind;
  label: string;
  params: ReportParams;
}) {
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      variant="outline"
      isPending={isPending}
      onClick={async () => {
        setIsPending(true);
        try {
          await downloadFile(getExportUrl(kind, params), getExportFileName(kind, params));
        } catch (error) {
          showErrorToast('Export failed', error);
        } finally {
          setIsPending(false);
        }
      }}
    >
      <Download aria-hidden="true" /> {label}
    </Button>
  );
}

/** Reports & Analytics: the period's cards, tax breakdown, charts, department summary and state withholding, with CSV exports. */
export function ReportsPage() {
  const [period, setPeriod] = useState<ReportPeriod>('current-month');
  const [timeZone] = useState(getViewerTimeZone);
  const today = useWorkingToday();
  const taxYear = useTaxYearChoice('records');
  // The current year is the server's default: asked without it, its files keep their spec names.
  const isCurrentYear = taxYear.year === Number(today.slice(0, 4));
  const params: ReportParams = {
    period,
    timeZone,
    ...(isCurrentYear ? {} : { year: taxYear.year }),
  };
  const report = usePayrollReport(params);
  return (
    <div>
      <PageHeader
        title="Reports & Analytics"
        subtitle="Payroll figures for a period by pay date, the date each paycheck was paid, as on Form 941"
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <TaxYearSelect {...taxYear} />
            <SelectField
              label="Report period"
              fieldClassName="w-44"
              value={period}
              onChange={(event) => setPeriod(event.target.value as ReportPeriod)}
              options={listPeriodOptions(today, taxYear.year)}
            />
            <ExportButton kind="payroll-summary" label="Export Payroll Summary" params={params} />
            <ExportButton
              kind="department-summary"
              label="Export Department Summary"
              params={params}
            />
            <ExportButton
              kind="state-withholding"
              label="Export State Withholding"
              params={params}
            />
            <ExportButton kind="deductions" label="Export Deductions" params={params} />
          </div>
        }
      />
      <QueryState
        query={report}
        loading={
          <SkeletonList
            count={4}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
            itemClassName="h-28"
            isBusy
          />
        }
        errorMessage="Could not load the report."
      >
        {(data) => (
          <div className="grid gap-6" aria-busy={report.isFetching}>
            <p className="text-sm text-muted-foreground">
              {formatDate(data.startDate)} – {formatDate(data.endDate)} · {data.cards.recordCount}{' '}
              paycheck{data.cards.recordCount === 1 ? '' : 's'} by pay date
            </p>
            <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <MetricCard
                title="Total Gross Pay"
                value={formatCurrency(data.cards.grossPay)}
                hint="Regular, overtime and supplemental wages"
              />
              <MetricCard title="Total Net Pay" value={formatCurrency(data.cards.netPay)} />
              <MetricCard
                title="Total Deductions"
                value={formatCurrency(data.cards.totalDeductions)}
                hint="Taxes and contributions withheld"
              />
              <MetricCard
                title="Employees Processed"
                value={String(data.cards.employeesProcessed)}
              />
            </section>
            <SectionCard
              title="Tax Breakdown"
              description="Income tax withheld in the period; the effective rate is federal and state income tax over gross pay."
            >
              <dl className="grid gap-4 sm:grid-cols-3 xl:grid-cols-5">
                {[
                  ['Federal Tax', formatCurrency(data.taxes.federalTax)],
                  ['State Tax', formatCurrency(data.taxes.stateTax)],
                  ['Total Tax', formatCurrency(data.taxes.totalTax)],
                  ['Effective Tax Rate', formatRatePercent(data.taxes.effectiveRate)],
                  ['Average Pay per Employee', formatCurrency(data.taxes.averagePayPerEmployee)],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-md bg-muted p-3">
                    <dt className="text-sm text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-muted-foreground">
                Also withheld: Social Security {formatCurrency(data.taxes.socialSecurityTax)},
                Medicare {formatCurrency(data.taxes.medicareTax)}, Additional Medicare{' '}
                {formatCurrency(data.taxes.additionalMedicareTax)}, state disability and family
                leave {formatCurrency(data.taxes.stateDisabilityAndLeave)}.
              </p>
            </SectionCard>
            <Suspense fallback={<Skeleton className="h-80" />}>
              <ReportCharts report={data} />
            </Suspense>
            <SectionCard title="Department Summary">
              {data.departments.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No paychecks have a pay date in this period.
                </p>
              ) : (
                <Table aria-label="Department summary">
                  <thead>
                    <tr>
                      <Th>Department</Th>
                      <Th className="text-right">Employees</Th>
                      <Th className="text-right">Gross Pay</Th>
                      <Th className="text-right">Federal Tax</Th>
                      <Th className="text-right">State Tax</Th>
                      <Th className="text-right">Total Deductions</Th>
                      <Th className="text-right">Net Pay</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.departments.map((entry) => (
                      <tr key={entry.department}>
                        <Td className="font-medium">{entry.department}</Td>
                        <Td className="text-right tabular-nums">{entry.employees}</Td>
                        <MoneyCell amount={entry.grossPay} />
                        <MoneyCell amount={entry.federalTax} />
                        <MoneyCell amount={entry.stateTax} />
                        <MoneyCell amount={entry.totalDeductions} />
                        <MoneyCell amount={entry.netPay} />
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </SectionCard>
            <SectionCard
              title="State Withholding"
              description="By the work state of each paycheck: its income tax and each program withheld there (county taxes, disability, family leave, unemployment, ...)."
            >
              <StateWithholdingTable states={data.states} />
            </SectionCard>
            <SectionCard
              title="Deductions and Employer Contributions"
              description="Benefit deductions by type: what employees' pay gave and what the employer added (a 401(k) match, a premium share)."
            >
              <DeductionTotalsTable totals={data.deductions} />
            </SectionCard>
          </div>
        )}
      </QueryState>
      <EducationalDisclaimer />
    </div>
  );
}
