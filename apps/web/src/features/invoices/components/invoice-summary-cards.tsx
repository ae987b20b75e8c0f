import { AlertTriangle, CheckCircle2, Clock, DollarSign, type LucideIcon } from 'lucide-react';
import type { InvoiceSummary } from '@paylab/shared';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCurrency } from '../../../lib/format';

function SummaryCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 pt-5">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
        </div>
        <Icon className={`size-8 ${tone}`} aria-hidden="true" />
      </CardContent>
    </Card>
  );
}

/** The four cards over the filtered invoices (spec section 2), computed by the server in SQL. */
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
    <section aria-label="Invoice summary" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        label="Total Invoiced"
        value={formatCurrency(summary.totalInvoiced)}
        icon={DollarSign}
        tone="text-primary"
      />
      <SummaryCard
        label="Paid"
        value={formatCurrency(summary.paid)}
        icon={CheckCircle2}
        tone="text-success"
      />
      <SummaryCard
        label="Outstanding"
        value={formatCurrency(summary.outstanding)}
        icon={Clock}
        tone="text-warning"
      />
      <SummaryCard
        label="Overdue"
        value={summary.overdueCount.toLocaleString('en-US')}
        icon={AlertTriangle}
        tone="text-danger"
      />
    </section>
  );
}
