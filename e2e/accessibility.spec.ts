import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_CLIENT,
  checkWithDialogOpen,
  MAIN_SCREENS,
  signIn,
  expectNoAxeViolations,
} from './fixtures';

// Each test stands alone (its own data, or none), so the tests of this file run in parallel.
test.describe.configure({ mode: 'parallel' });

/** The body's background in the dark theme (index.css, prefers-color-scheme: dark). */
const DARK_BACKGROUND = 'rgb(11, 17, 32)';

const STAFF_SCREENS = [...MAIN_SCREENS, '/account/password', '/no-such-page'];

test('[A11Y] signed-out screens have no axe violations, in the light and the dark theme', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of ['/login', '/register', '/set-password/abcdefghijklmnop']) {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (${colorScheme})`);
    }
  }
});

/** Opens every staff screen, and the dialog of those that have one, checking each with axe. */
async function walkStaffScreens(page: Page, context: string) {
  for (const path of STAFF_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${context} ${path}`);
    await checkWithDialogOpen(page, path, () =>
      expectNoAxeViolations(page, `${context} ${path} with its dialog open`),
    );
  }
}

test('[A11Y] every staff screen has no axe violations as the super admin, with its dialogs open too', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A refused eval or inline script logs no console error, only a CSP issue (Lighthouse best practices).
  const cspViolations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    cspViolations.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
      );
    });
  });
  await signIn(page, DEMO_ADMIN);
  await walkStaffScreens(page, 'super admin');
  expect(cspViolations).toEqual([]);
});

test('[A11Y] every staff screen has no axe violations as a plain admin in the dark theme', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The super admin invites an admin, who sets a password through the one-time link (issue 6).
  await signIn(page, DEMO_ADMIN);
  const username = `axe${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/users', {
    data: { username, email: `${username}@example.com` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = ((await created.json()) as { setupLink: string }).setupLink.split('/').at(-1)!;
  const setPassword = await page.request.post('/api/auth/set-password', {
    data: { token, password: 'axe-check-1' },
  });
  expect(setPassword.status(), await setPassword.text()).toBe(200);

  const context = await browser.newContext({ colorScheme: 'dark' });
  const admin = await context.newPage();
  await signIn(admin, { username, password: 'axe-check-1' });
  expect(await admin.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    DARK_BACKGROUND,
  );
  await walkStaffScreens(admin, 'admin (dark)');
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Admin Users' }).click();
  await expect(admin.getByText('Only super admins can create admin users.')).toBeVisible();
  await expectNoAxeViolations(admin, 'admin (dark) /admin Admin Users without the create form');
  await context.close();
});

test('[A11Y] the client portal has no axe violations, in the light and the dark theme', async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT, 'Client Portal');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of ['/', '/invoices', '/account/password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `client ${path} (${colorScheme})`);
    }
  }
});

test('[A11Y] the dark theme follows the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe(DARK_BACKGROUND);
  await expectNoAxeViolations(page, 'login in dark theme');
});
