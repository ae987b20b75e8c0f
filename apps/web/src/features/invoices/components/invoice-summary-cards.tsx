import { AlertTriangle, CheckCircle2, Clock, DollarSign } from 'lucide-react';
import type { InvoiceSummary } from '@paylab/shared';
import { StatCardGrid } from '../../../components/stat-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCurrency } from '../../../lib/format';

/**
 * The four cards over the filtered invoices (spec section 2), computed by the server in SQL; Paid
 * and Outstanding count payments, part-payments included (ADR 0035).
 */
export function InvoiceSummaryCards({ summary }: { summary: InvoiceSummary | undefined }) {
  if (!summary) {
    return (
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  }
  return (
    <StatCardGrid
      label="Invoice summary"
      className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      cards={[
        { label: 'Total Invoiced', value: formatCurrency(summary.totalInvoiced), icon: DollarSign },
        {
          label: 'Paid',
          value: formatCurrency(summary.paid),
          detail: 'Payments received',
          icon: CheckCircle2,
          tone: 'text-success',
        },
        {
          label: 'Outstanding',
          value: formatCurrency(summary.outstanding),
          detail: 'Still owed on sent and overdue invoices',
          icon: Clock,
          tone: 'text-warning',
        },
        { label: 'Overdue', value: summary.overdueCount, icon: AlertTriangle, tone: 'text-danger' },
      ]}
    />
  );
}
