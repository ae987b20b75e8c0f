import { INVOICE_STATUS_LABELS } from '@paylab/shared/labels';
import { isInvoicePastDue, type Invoice, type InvoiceStatus } from '@paylab/shared';
import { PartiallyPaidBadge } from '../../../components/partially-paid-badge';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

/** The status filter's labels (spec section 2), reused on the badges. */
export { INVOICE_STATUS_LABELS };

const STATUS_VARIANTS: Record<InvoiceStatus, BadgeProps['variant']> = {
  draft: 'muted',
  sent: 'default',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'outline',
};

export function InvoiceStatusBadges({
  invoice,
  today,
}: {
  invoice: Pick<Invoice, 'status' | 'dueDate' | 'amountPaid' | 'balanceDue'>;
  today: string;
}) {
  return (
    <span className="flex flex-wrap justify-end gap-1">
      <Badge variant={STATUS_VARIANTS[invoice.status]}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </Badge>
      <PartiallyPaidBadge invoice={invoice} />
      {/* Spec section 2: the extra badge whenever the invoice is still owed and past due, whatever
          its stored status says (a stored 'overdue' past its due date shows both). */}
      {isInvoicePastDue(invoice, today) ? <Badge variant="danger">Overdue</Badge> : null}
    </span>
  );
}
