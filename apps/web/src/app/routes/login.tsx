import { Navigate, useLocation } from 'react-router';
import { isStaffRole } from '@paylab/shared/permissions';
import { useMe } from '../../features/auth/api/get-me';
import { LoginForm } from '../../features/auth/components/login-form';
import type { LoginLocationState } from '../route-guards';

/** A path inside the app to return to after signing in; anything else (or /login itself) is dropped. */
function toReturnPath(from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from === '/login' || from.startsWith('/login?') ? undefined : from;
}

export default function LoginRoute() {
  const me = useMe();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const returnTo = toReturnPath(state.from);
  if (me.data)
    return <Navigate to={returnTo ?? (isStaffRole(me.data.role) ? '/admin' : '/')} replace />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <h1 className="text-3xl font-bold text-primary">PayLab</h1>
      {state.reason === 'session-ended' ? (
        // role="alert": the page changed under the user without any action of theirs, so say why at once.
        <p
          role="alert"
          className="w-full max-w-md rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning"
        >
          Your session has ended. Please sign in again.
        </p>
      ) : null}
      <LoginForm returnTo={returnTo} />
    </main>
  );
}
