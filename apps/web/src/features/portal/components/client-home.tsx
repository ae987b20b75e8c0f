import { Link } from 'react-router';
import type { Client } from '@paylab/shared';
import { PageHeader } from '../../../components/page-header';
import { PartiallyPaidBadge } from '../../../components/partially-paid-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCurrency, formatDate, toLocalDateString } from '../../../lib/format';
import { useOwnClient } from '../api/get-own-client';
import { useOwnInvoices } from '../api/get-own-invoices';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { DetailItem } from '../../../components/detail-item';

/** A client's home: its own company and where its invoices appear; nothing of payroll. */
export function ClientHome() {
  const client = useOwnClient();
  return (
    <QueryState
      query={client}
      loading={<Skeleton className="h-48 max-w-2xl" />}
      errorMessage="Your company profile could not be loaded."
    >
      {(profile) => <ClientProfile profile={profile} />}
    </QueryState>
  );
}

function ClientProfile({ profile }: { profile: Client }) {
  return (
    <div className="max-w-3xl">
      <PageHeader title={profile.companyName} subtitle={`Client portal · ${profile.clientId}`} />
      <SectionCard title="Company profile">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <DetailItem label="Contact">
            {profile.contactFirstName} {profile.contactLastName}
          </DetailItem>
          <DetailItem label="Email">{profile.email}</DetailItem>
          <DetailItem label="Phone">{profile.phone ?? '—'}</DetailItem>
          <DetailItem label="Location">
            {[profile.city, profile.state].filter(Boolean).join(', ') || '—'}
          </DetailItem>
          <DetailItem label="Billing rate">
            {profile.billingRate ? `${formatCurrency(profile.billingRate)}/hr` : '—'}
          </DetailItem>
          <DetailItem label="Payment terms">{profile.paymentTerms} days</DetailItem>
        </dl>
      </SectionCard>
      <OwnInvoicesCard companyName={profile.companyName} />
    </div>
  );
}

/** The client's own invoices at a glance: what was billed, what is still due, and the latest five. */
function OwnInvoicesCard({ companyName }: { companyName: string }) {
  const today = toLocalDateString();
  const invoices = useOwnInvoices(today);
  return (
    <SectionCard title="Your invoices" className="mt-6" contentClassName="grid gap-4 text-sm">
      <QueryState
        query={invoices}
        loadingText="Loading invoices..."
        errorMessage="Your invoices could not be loaded."
        isEmpty={(data) => data.total === 0}
        empty={
          <p className="text-muted-foreground">
            Invoices your accountant issues to {companyName} will appear here, with their payments
            and balance.
          </p>
        }
      >
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <DetailItem label="Invoices" className="text-lg font-semibold">
                {data.total}
              </DetailItem>
              <DetailItem label="Total Invoiced" className="text-lg font-semibold tabular-nums">
                {formatCurrency(data.summary.totalInvoiced)}
              </DetailItem>
              <DetailItem label="Outstanding" className="text-lg font-semibold tabular-nums">
                {formatCurrency(data.summary.outstanding)}
              </DetailItem>
              <DetailItem label="Overdue" className="text-lg font-semibold">
                {data.summary.overdueCount}
              </DetailItem>
            </dl>
            <ul
              className="divide-y divide-border rounded-md border border-border"
              aria-label="Latest invoices"
            >
              {data.items.map((invoice) => (
                <li
                  key={invoice.id}
                  className="flex flex-wrap items-center justify-between gap-2 p-3"
                >
                  <span className="flex items-center gap-2 font-medium">
                    {invoice.invoiceNumber}
                    <PartiallyPaidBadge invoice={invoice} />
                  </span>
                  <span className="text-muted-foreground">Due {formatDate(invoice.dueDate)}</span>
                  <span className="tabular-nums">
                    {formatCurrency(invoice.totalAmount)} · balance{' '}
                    {formatCurrency(invoice.balanceDue)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <p>
        <Link to="/invoices" className="text-primary underline underline-offset-4">
          Open your invoices
        </Link>{' '}
        to view each invoice, its payments and its PDF.
      </p>
    </SectionCard>
  );
}
