import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SessionUser } from '@paylab/shared';
import { can, type Permission } from '@paylab/shared/permissions';
import { useMe } from '../features/auth/api/get-me';
import { AppShell } from './layouts/app-shell';

export function FullPageMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center p-6 text-muted-foreground" role="status">
      {children}
    </div>
  );
}

/** Signed-out users go to /login; the server guards every call regardless. */
export function SignedInLayout() {
  const location = useLocation();
  const me = useMe();
  if (me.isPending) return <FullPageMessage>Loading...</FullPageMessage>;
  if (me.isError) return <FullPageMessage>Could not reach the server. Please reload the page.</FullPageMessage>;
  if (!me.data) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <AppShell user={me.data} />;
}

/** Renders children for roles holding the permission; a client is sent home (api-conventions). */
export function RequirePermission({ permission, children }: { permission: Permission; children: (user: SessionUser) => ReactNode }) {
  const me = useMe();
  const user = me.data;
  if (!user) return null;
  if (!can(user.role, permission)) {
    if (user.role === 'client') return <Navigate to="/" replace />;
    return (
      <div role="alert" className="rounded-md border border-danger bg-danger-soft p-4 text-danger">
        You do not have permission to open this screen.
      </div>
    );
  }
  return <>{children(user)}</>;
}
