import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@paylab/shared';
import { can, type Permission } from '@paylab/shared/permissions';
import { getMeQueryOptions, useMe } from '../features/auth/api/get-me';
import { clearSessionHints } from '../features/auth/api/session-storage';
import { getCompanySettingsQueryOptions } from '../api/get-company-settings';
import { QueryState } from '../components/query-state';
import { PayrollCalendarContext } from '../hooks/use-working-today';
import { onSessionExpired } from '../lib/session-expiry';
import { AppShell } from './layouts/app-shell';

/** What a redirect to /login carries: where to return after signing in, and why the user is there. */
export interface LoginLocationState {
  from?: string;
  reason?: 'session-ended';
}

export function FullPageMessage({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex min-h-screen items-center justify-center p-6 text-muted-foreground"
      role="status"
    >
      {children}
    </div>
  );
}

/** Signed-out users go to /login; the server guards every call regardless. */
export function SignedInLayout() {
  const location = useLocation();
  const me = useMe();
  useEndSessionWhenExpired(`${location.pathname}${location.search}`);
  return (
    <QueryState
      query={me}
      loading={<FullPageMessage>Loading...</FullPageMessage>}
      error={<FullPageMessage>Could not reach the server. Please reload the page.</FullPageMessage>}
      empty={
        <Navigate
          to="/login"
          replace
          state={{ from: `${location.pathname}${location.search}` } satisfies LoginLocationState}
        />
      }
    >
      {(user) => (
        <PayrollCalendarProvider user={user}>
          <AppShell user={user} />
        </PayrollCalendarProvider>
      )}
    </QueryState>
  );
}

/**
 * Gives every screen the company's payroll calendar. Staff read it from the company settings; a
 * client's screens follow the real date.
 */
function PayrollCalendarProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  const settings = useQuery({
    ...getCompanySettingsQueryOptions(),
    enabled: can(user.role, 'read:company-settings'),
  });
  return (
    <PayrollCalendarContext.Provider value={settings.data?.payrollCalendar ?? 'today'}>
      {children}
    </PayrollCalendarContext.Provider>
  );
}

/**
 * When the server has ended the session (idle timeout, sign-out elsewhere), the first call it refuses
 * ends this page's side too: nothing loaded under the old session stays on screen or in the cache,
 * and the sign-in page says why and brings the user back to `currentPath` afterwards.
 */
function useEndSessionWhenExpired(currentPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentPathRef = useRef(currentPath);
  useEffect(() => {
    currentPathRef.current = currentPath;
  }, [currentPath]);
  useEffect(() => {
    let hasEnded = false;
    return onSessionExpired(() => {
      // Several calls in flight fail together; the first one ends the session.
      if (hasEnded) return;
      hasEnded = true;
      clearSessionHints();
      // Cleared before navigating, so /login finds no signed-in user to send onwards.
      queryClient.clear();
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
      void navigate('/login', {
        replace: true,
        state: {
          from: currentPathRef.current,
          reason: 'session-ended',
        } satisfies LoginLocationState,
      });
    });
  }, [queryClient, navigate]);
}

/** Renders children for roles holding the permission; a client is sent home (api-conventions). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: (user: SessionUser) => ReactNode;
}) {
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
