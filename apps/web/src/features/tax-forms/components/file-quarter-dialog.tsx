import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fileQuarterlyReportInputSchema, type QuarterlyTaxReport } from '@paylab/shared';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useFileQuarterlyReport } from '../api/tax-form-queries';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { FormActions } from '../../../components/form-actions';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { RegisteredFields, type RegisteredFieldSpec } from '../../../components/registered-fields';

type FormValues = z.input<typeof fileQuarterlyReportInputSchema>;
type FormOutput = z.output<typeof fileQuarterlyReportInputSchema>;

const FILING_FIELDS: RegisteredFieldSpec<FormValues>[] = [
  { name: 'filedDate', label: 'Filed date', type: 'date' },
  {
    name: 'totalDeposits',
    label: 'Total deposits for this quarter (line 13)',
    hint: 'Deposits made through EFTPS for the quarter, including overpayments applied.',
    inputMode: 'decimal',
  },
];

export interface FileQuarterDialogProps {
  report: QuarterlyTaxReport | null;
  onClose(): void;
}

/** Records the date a quarter's 941 was filed and the deposits made for it (line 13). */
export function FileQuarterDialog({ report, onClose }: FileQuarterDialogProps) {
  return (
    <Dialog open={report !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {report ? (
        <DialogContent
          title={`Mark Q${report.quarter} ${report.taxYear} Form 941 as filed`}
          description={`Line 12, total taxes after adjustments: ${formatCurrency(report.lines.line12)}. Due ${formatDate(report.dueDate)}.`}
          initialFocus="first-field"
        >
          <FileQuarterForm report={report} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function FileQuarterForm({ report, onClose }: { report: QuarterlyTaxReport; onClose(): void }) {
  const file = useFileQuarterlyReport();
  const today = useWorkingToday();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(fileQuarterlyReportInputSchema),
    defaultValues: { filedDate: today, totalDeposits: report.lines.line13 },
  });
  const onSubmit = form.handleSubmit((values) =>
    file.mutate(
      { id: report.id, input: values },
      {
        onSuccess: (saved) => {
          showSuccessToast(
            'Quarterly report filed',
            `Q${saved.quarter} ${saved.taxYear} Form 941 marked as filed on ${formatDate(saved.filedDate)}.`,
          );
          onClose();
        },
        onError: (error) =>
          showSubmitErrors(form.setError, 'Failed to file quarterly report', error),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <RegisteredFields form={form} fields={FILING_FIELDS} />
      <FormActions onCancel={onClose} isPending={file.isPending}>
        Mark as filed
      </FormActions>
    </form>
  );
}
