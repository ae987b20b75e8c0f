import type { Invoice, InvoiceStatus } from '@paylab/shared';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

/** The status filter's labels (spec section 2), reused on the badges. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

const STATUS_VARIANTS: Record<InvoiceStatus, BadgeProps['variant']> = {
  draft: 'muted',
  sent: 'default',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'outline',
};

/** Spec section 4: overdue is also derived at display time, when not paid and due before today. */
export function isPastDue(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): boolean {
  return invoice.status !== 'paid' && invoice.dueDate < today;
}

export function InvoiceStatusBadges({
  invoice,
  today,
}: {
  invoice: Pick<Invoice, 'status' | 'dueDate'>;
  today: string;
}) {
  return (
    <span className="flex flex-wrap justify-end gap-1">
      <Badge variant={STATUS_VARIANTS[invoice.status]}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </Badge>
      {/* Spec section 2: the extra badge whenever the invoice is not paid and past due, whatever its
          stored status says (a stored 'overdue' past its due date shows both). */}
      {isPastDue(invoice, today) ? (
        <Badge variant="danger">Overdue</Badge>
      ) : null}
    </span>
  );
}
