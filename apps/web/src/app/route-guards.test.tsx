import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@paylab/shared';
import { getMeQueryOptions } from '../features/auth/api/get-me';
import { createTestQueryClient, renderWithProviders, stubFetch } from '../test/render';
import { RequirePermission, SignedInLayout } from './route-guards';

function user(role: SessionUser['role']): SessionUser {
  return {
    id: 'u1',
    username: 'pat',
    email: 'pat@example.com',
    role,
    userType: role === 'client' ? 'frontend' : 'backend',
    clientId: role === 'client' ? 'c1' : null,
  };
}

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, back to {(location.state as { from?: string } | null)?.from}</p>;
}

function renderGuarded(role: SessionUser['role']) {
  stubFetch(() => user(role));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getMeQueryOptions().queryKey, user(role));
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home</p>} />
      <Route
        path="/employees"
        element={
          <RequirePermission permission="read:employee">
            {(signedIn) => <p>Employees for {signedIn.username}</p>}
          </RequirePermission>
        }
      />
    </Routes>,
    { queryClient, route: '/employees' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequirePermission', () => {
  it('renders the screen for a role holding the permission', () => {
    renderGuarded('admin');
    expect(screen.getByText('Employees for pat')).toBeDefined();
  });

  it('sends a client home', () => {
    renderGuarded('client');
    expect(screen.getByText('Home')).toBeDefined();
    expect(screen.queryByText(/Employees for/)).toBeNull();
  });
});

describe('SignedInLayout', () => {
  function renderLayout() {
    return renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="*" element={<SignedInLayout />} />
      </Routes>,
      { route: '/invoices?page=2' },
    );
  }

  it('waits for the session before deciding', () => {
    stubFetch(() => new Promise(() => {}));
    renderLayout();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    stubFetch((url) => (url === '/api/auth/me' ? null : undefined));
    renderLayout();
    expect(await screen.findByText('Login page, back to /invoices?page=2')).toBeDefined();
  });

  it('says so when the server cannot be reached', async () => {
    stubFetch(() => new Response('boom', { status: 500 }));
    renderLayout();
    expect(
      await screen.findByText('Could not reach the server. Please reload the page.'),
    ).toBeDefined();
  });
});
