import { Download, Eye } from 'lucide-react';
import { isInvoicePartiallyPaid, type Invoice } from '@paylab/shared';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatCurrency, formatDate } from '../../../lib/format';
import { InvoiceStatusBadges } from './invoice-status';
import { DetailItem } from '../../../components/detail-item';

export interface InvoiceCardProps {
  invoice: Invoice;
  today: string;
  canEdit: boolean;
  isDownloading: boolean;
  isDeleting: boolean;
  onView(invoice: Invoice): void;
  onDownload(invoice: Invoice): void;
  onEdit(invoice: Invoice): void;
  onDelete(invoice: Invoice): void;
}

/** One invoice in the grid (spec section 2, Invoice Management). */
export function InvoiceCard({
  invoice,
  today,
  canEdit,
  isDownloading,
  isDeleting,
  onView,
  onDownload,
  onEdit,
  onDelete,
}: InvoiceCardProps) {
  const hasPartialPayment = isInvoicePartiallyPaid(invoice);
  return (
    <Card className="flex h-full flex-col" data-testid="invoice-card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-all">{invoice.invoiceNumber}</h2>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {invoice.client?.companyName ?? 'Unknown Client'}
          </p>
        </div>
        <InvoiceStatusBadges invoice={invoice} today={today} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid grid-cols-2 gap-2">
          <DetailItem label="Issue Date">{formatDate(invoice.issueDate)}</DetailItem>
          <DetailItem label="Due Date">{formatDate(invoice.dueDate)}</DetailItem>
          <DetailItem label="Total" itemClassName="col-span-2">
            <span className="text-lg font-semibold tabular-nums">
              {formatCurrency(invoice.totalAmount)}
            </span>{' '}
            <span className="text-muted-foreground tabular-nums">
              ({formatCurrency(invoice.subtotal)} + {formatCurrency(invoice.taxAmount)})
            </span>
          </DetailItem>
          {hasPartialPayment ? (
            <DetailItem label="Balance Due" itemClassName="col-span-2" className="tabular-nums">
              {formatCurrency(invoice.balanceDue)}{' '}
              <span className="text-muted-foreground">
                ({formatCurrency(invoice.amountPaid)} paid)
              </span>
            </DetailItem>
          ) : null}
          {invoice.paymentDate ? (
            <DetailItem label="Paid Date" itemClassName="col-span-2">
              {formatDate(invoice.paymentDate)}
            </DetailItem>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onView(invoice)}
            aria-label={`View ${invoice.invoiceNumber}`}
          >
            <Eye /> View
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={isDownloading}
            onClick={() => onDownload(invoice)}
            aria-label={`PDF of ${invoice.invoiceNumber}`}
          >
            <Download /> PDF
          </Button>
          {canEdit ? (
            <EditDeleteButtons
              name={invoice.invoiceNumber}
              onEdit={() => onEdit(invoice)}
              onDelete={() => onDelete(invoice)}
              isDeleting={isDeleting}
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
