import { describe, expect, test } from 'vitest';
import { describeExposedDemoLogins, isLoopbackHost, listUnchangedDemoLogins } from './demo-logins';
import { DEMO_CLIENT, sendWithSession, useTestApp } from '../test/test-app';

describe('demo logins on a reachable server', () => {
  const testApp = useTestApp();

  test('only loopback addresses keep the server on this machine', () => {
    expect(['localhost', '127.0.0.1', '127.0.1.1', '::1'].filter(isLoopbackHost)).toHaveLength(4);
    expect(['0.0.0.0', '::', '192.168.1.20'].some(isLoopbackHost)).toBe(false);
  });

  test('warns while a published password signs in and the server listens beyond loopback', async () => {
    expect(await listUnchangedDemoLogins(testApp.database.db)).toEqual(['admin', 'client']);
    expect(await describeExposedDemoLogins(testApp.database.db, '127.0.0.1')).toBeNull();
    expect(await describeExposedDemoLogins(testApp.database.db, '0.0.0.0')).toBe(
      'The demo logins admin and client still use the password published in the README, and HOST=0.0.0.0 lets other machines reach this server. Change their passwords, or set HOST=127.0.0.1 to keep PayLab on this machine.',
    );

    const cookie = await testApp.signInDemoClient();
    const changed = await sendWithSession(testApp.app, cookie, 'POST', '/api/auth/password', {
      currentPassword: DEMO_CLIENT.password,
      newPassword: 'a-private-one',
    });
    expect(changed.statusCode).toBe(200);
    expect(await describeExposedDemoLogins(testApp.database.db, '::')).toBe(
      'The demo login admin still uses the password published in the README, and HOST=:: lets other machines reach this server. Change its password, or set HOST=127.0.0.1 to keep PayLab on this machine.',
    );
  });
});
