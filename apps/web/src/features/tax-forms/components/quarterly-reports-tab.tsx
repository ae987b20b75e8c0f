import { FileText } from 'lucide-react';
import type { QuarterlyTaxReport } from '@paylab/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useQuarterlyReports } from '../api/tax-form-queries';
import { QUARTER_MONTHS } from '../lib/quarter-months';
import { TaxFormCard } from './tax-form-card';
import { DownloadButton } from './download-button';
import { FileQuarterDialog } from './file-quarter-dialog';
import { Form940Card } from './form-940-card';
import { Form941View } from './form-941-view';

const STATUS_BADGES = {
  filed: { label: 'Filed', variant: 'success' },
  late: { label: 'Late', variant: 'danger' },
  due: { label: 'Due', variant: 'warning' },
} as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{formatCurrency(value)}</dd>
    </div>
  );
}

function QuarterCard({
  year,
  quarter,
  report,
  canFile,
  onView,
  onFile,
}: {
  year: number;
  quarter: number;
  report: QuarterlyTaxReport | undefined;
  canFile: boolean;
  onView(): void;
  onFile(): void;
}) {
  const titleId = `quarter-${quarter}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      data-testid={`quarter-${quarter}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={titleId} className="font-semibold">
            Q{quarter} {year}
          </h3>
          <p className="text-xs text-muted-foreground">{QUARTER_MONTHS[quarter - 1]}</p>
        </div>
        {report ? (
          <Badge variant={STATUS_BADGES[report.status].variant}>
            {STATUS_BADGES[report.status].label}
          </Badge>
        ) : null}
      </div>
      {report ? (
        <>
          <p className="text-sm">
            {report.status === 'filed' ? `Filed ${formatDate(report.filedDate)} · ` : ''}Due{' '}
            {formatDate(report.dueDate)}
          </p>
          <dl className="grid gap-1">
            <Figure label="Wages (line 2)" value={report.totalWages} />
            <Figure label="Federal income tax (line 3)" value={report.federalIncomeTaxWithheld} />
            <Figure label="Social security tax (5a)" value={report.socialSecurityTax} />
            <Figure label="Medicare tax (5c)" value={report.medicareTax} />
            <Figure label="Additional Medicare (5d)" value={report.additionalMedicareTax} />
            <Figure label="Total taxes (line 12)" value={report.lines.line12} />
            <Figure label="Balance due (line 14)" value={report.lines.line14} />
            {report.penaltyAmount !== '0.00' ? (
              <Figure label="Failure-to-file estimate" value={report.penaltyAmount} />
            ) : null}
          </dl>
          <div className="mt-auto flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={onView}
              aria-label={`View Form 941 for Q${quarter} ${year}`}
            >
              <FileText aria-hidden="true" /> View 941
            </Button>
            <DownloadButton
              url={`/api/quarterly-tax/${report.id}/pdf`}
              fileName={`form-941-${year}-q${quarter}.pdf`}
              aria-label={`Download the Form 941 PDF for Q${quarter} ${year}`}
            >
              PDF
            </DownloadButton>
            {canFile && report.status !== 'filed' ? (
              <Button size="sm" onClick={onFile}>
                Mark as filed
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No report filed</p>
      )}
    </section>
  );
}

export function QuarterlyReportsTab({ year, canFile }: { year: number; canFile: boolean }) {
  const reports = useQuarterlyReports(year);
  const viewDialog = useDialogTarget<QuarterlyTaxReport>();
  const fileDialog = useDialogTarget<QuarterlyTaxReport>();
  const viewing = viewDialog.target;
  const byQuarter = new Map((reports.data ?? []).map((report) => [report.quarter, report]));
  return (
    <div className="grid gap-6">
      <TaxFormCard
        title={`Form 941 quarterly reports, ${year}`}
        description="Computed from each quarter’s payroll records by pay date and kept up to date with them."
        actions={
          reports.data?.length ? (
            <DownloadButton
              url={`/api/quarterly-tax/year/${year}/csv`}
              fileName={`quarterly-tax-reports-${year}.csv`}
            >
              CSV
            </DownloadButton>
          ) : null
        }
        query={reports}
        skeletonClassName="h-56"
        errorMessage="Could not load the quarterly reports."
        footer={
          reports.data?.some((report) => report.warnings.length) ? (
            <ul className="mt-4 list-disc pl-5 text-sm text-warning">
              {[...new Set(reports.data.flatMap((report) => report.warnings))].map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null
        }
      >
        {() => (
          <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
            {[1, 2, 3, 4].map((quarter) => {
              const report = byQuarter.get(quarter);
              return (
                <QuarterCard
                  key={quarter}
                  year={year}
                  quarter={quarter}
                  report={report}
                  canFile={canFile}
                  onView={() => report && viewDialog.open(report)}
                  onFile={() => report && fileDialog.open(report)}
                />
              );
            })}
          </div>
        )}
      </TaxFormCard>
      <Form940Card year={year} />
      <Dialog open={viewDialog.isOpen && viewing !== null} onOpenChange={viewDialog.onOpenChange}>
        {viewing ? (
          <DialogContent
            title={`Form 941 for Q${viewing.quarter} ${viewing.taxYear}`}
            description={`Employer’s quarterly federal tax return. Due ${formatDate(viewing.dueDate)}.`}
            className="max-w-3xl"
          >
            <Form941View report={viewing} />
          </DialogContent>
        ) : null}
      </Dialog>
      <FileQuarterDialog
        report={fileDialog.isOpen ? fileDialog.target : null}
        onClose={fileDialog.close}
      />
    </div>
  );
}
