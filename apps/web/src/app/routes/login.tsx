import { Navigate } from 'react-router';
import { isStaffRole } from '@paylab/shared/permissions';
import { useMe } from '../../features/auth/api/get-me';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginRoute() {
  const me = useMe();
  if (me.data) return <Navigate to={isStaffRole(me.data.role) ? '/admin' : '/'} replace />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <h1 className="text-3xl font-bold text-primary">PayLab</h1>
      <LoginForm />
    </main>
  );
}
