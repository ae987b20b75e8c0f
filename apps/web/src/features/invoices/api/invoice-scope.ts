import { INVOICE_STATUSES, PORTAL_INVOICE_STATUSES, type InvoiceStatus } from '@paylab/shared';

/**
 * Staff manage every invoice under /api/invoices; a client user reads its own under
 * /api/portal/invoices, where the server scopes every query to its client.
 */
export type InvoiceScope = 'staff' | 'portal';

export function getInvoicesPath(scope: InvoiceScope): '/api/invoices' | '/api/portal/invoices' {
  return scope === 'staff' ? '/api/invoices' : '/api/portal/invoices';
}

/** The status filter's choices: the portal never shows a draft (ADR 0014), so it offers none. */
export function getInvoiceStatusFilterOptions(scope: InvoiceScope): readonly InvoiceStatus[] {
  return scope === 'staff' ? INVOICE_STATUSES : PORTAL_INVOICE_STATUSES;
}
