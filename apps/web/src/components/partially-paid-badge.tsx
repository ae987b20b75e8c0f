import { isInvoicePartiallyPaid, type Invoice } from '@paylab/shared';
import { Badge } from './ui/badge';

/**
 * "Partially paid" beside an invoice's status where some money came in and some is still owed
 * (issue 27, item 9): staff cards, the View dialog and the client portal say it alike.
 */
export function PartiallyPaidBadge({
  invoice,
}: {
  invoice: Pick<Invoice, 'amountPaid' | 'balanceDue'>;
}) {
  return isInvoicePartiallyPaid(invoice) ? <Badge variant="warning">Partially paid</Badge> : null;
}
