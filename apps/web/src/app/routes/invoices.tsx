import { useMe } from '../../features/auth/api/get-me';
import { InvoiceManagement } from '../../features/invoices/components/invoice-management';

/** /invoices is shared: staff manage every invoice; a client sees only its own, read-only. */
export default function InvoicesRoute() {
  const me = useMe();
  if (!me.data) return null;
  return <InvoiceManagement scope={me.data.role === 'client' ? 'portal' : 'staff'} />;
}
