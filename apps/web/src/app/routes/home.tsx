import { useMe } from '../../features/auth/api/get-me';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { ClientHome } from '../../features/portal/components/client-home';

/** `/` is the payroll dashboard for staff and the client portal's home for a client. */
export default function HomeRoute() {
  const me = useMe();
  if (!me.data) return null;
  return me.data.role === 'client' ? <ClientHome /> : <Dashboard />;
}
