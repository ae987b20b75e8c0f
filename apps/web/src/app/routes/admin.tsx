import { useMe } from '../../features/auth/api/get-me';
import { AdminPanel } from '../../features/admin/components/admin-panel';

export default function AdminRoute() {
  const me = useMe();
  if (!me.data) return null;
  return <AdminPanel user={me.data} />;
}
