/**
 * Staff manage every invoice under /api/invoices; a client user reads its own under
 * /api/portal/invoices, where the server scopes every query to its client.
 */
export type InvoiceScope = 'staff' | 'portal';

export function getInvoicesPath(scope: InvoiceScope): '/api/invoices' | '/api/portal/invoices' {
  return scope === 'staff' ? '/api/invoices' : '/api/portal/invoices';
}
