import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { voidPaycheckInputSchema, type PayrollRecord } from '@paylab/shared';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useVoidPaycheck } from '../api/void-paycheck';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { FormActions } from '../../../components/form-actions';
import { showSuccessToast } from '../../../lib/show-success-toast';

type FormValues = z.input<typeof voidPaycheckInputSchema>;
type FormOutput = z.output<typeof voidPaycheckInputSchema>;

export interface VoidPaycheckDialogProps {
  record: PayrollRecord | null;
  onClose(): void;
  /** After the dialog has closed on success: the voided row is gone, so focus needs a new home. */
  onVoided(): void;
}

/** Takes back a processed paycheck, with the reason kept beside it and in the audit log (ADR 0015). */
export function VoidPaycheckDialog({ record, onClose, onVoided }: VoidPaycheckDialogProps) {
  return (
    <Dialog open={record !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {record ? (
        <DialogContent
          title="Void paycheck"
          description={`${record.employee.firstName} ${record.employee.lastName}, paid ${formatDate(record.payDate)}: net pay ${formatCurrency(record.netPay)}.`}
          initialFocus="first-field"
        >
          <VoidPaycheckForm record={record} onClose={onClose} onVoided={onVoided} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function VoidPaycheckForm({
  record,
  onClose,
  onVoided,
}: Omit<VoidPaycheckDialogProps, 'record'> & { record: PayrollRecord }) {
  const voiding = useVoidPaycheck();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(voidPaycheckInputSchema),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    voiding.mutate(
      { id: record.id, input },
      {
        onSuccess: (voided) => {
          showSuccessToast(
            'Paycheck voided',
            `${voided.employee.firstName} ${voided.employee.lastName}'s paycheck of ${formatDate(voided.payDate)} no longer counts.`,
          );
          onClose();
          onVoided();
        },
        onError: (error) => showSubmitErrors(form.setError, 'Failed to void paycheck', error),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm">
        The check leaves pay stubs, year-to-date totals, reports and tax forms, and its pay period
        can be paid again. Only an employee's latest paycheck of the year can be voided, and none in
        a quarter whose Form 941 is filed.
      </p>
      <Field
        label="Reason"
        error={errors.reason?.message}
        hint="Kept with the voided check and in the audit log."
      >
        <Textarea rows={3} maxLength={500} {...form.register('reason')} />
      </Field>
      <FormActions
        onCancel={onClose}
        isPending={voiding.isPending}
        pendingLabel="Voiding..."
        submitVariant="destructive"
      >
        Void paycheck
      </FormActions>
    </form>
  );
}
