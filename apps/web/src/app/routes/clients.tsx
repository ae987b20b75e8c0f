import { useMe } from '../../features/auth/api/get-me';
import { ClientManagement } from '../../features/clients/components/client-management';

export default function ClientsRoute() {
  const me = useMe();
  if (!me.data) return null;
  return <ClientManagement user={me.data} />;
}
