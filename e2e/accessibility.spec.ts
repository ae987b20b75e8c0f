import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CLIENT, signIn } from './fixtures';

/** Every screen passes axe-core with zero violations, as each role, dialogs open and closed (issue 7). */
async function expectNoViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, context).toEqual([]);
}

const STAFF_SCREENS = ['/', '/employees', '/payroll', '/calculator', '/pay-stubs', '/tax-forms', '/clients', '/invoices', '/admin', '/reports', '/compliance', '/settings', '/account/password', '/no-such-page'];

/** Buttons that open a dialog on a screen, checked with the dialog open. */
const DIALOG_TRIGGERS: Record<string, RegExp> = {
  '/employees': /^Add (New )?Employee$/,
  '/clients': /^Add Client$/,
  '/invoices': /^Create Invoice$/,
};

test('[A11Y] signed-out screens have no axe violations', async ({ page }) => {
  for (const path of ['/login', '/register', '/set-password/abcdefghijklmnop']) {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    await expectNoViolations(page, path);
  }
});

test('[A11Y] every staff screen has no axe violations, with its dialogs open too', async ({ page }) => {
  test.setTimeout(180_000);
  // A refused eval or inline script logs no console error, only a CSP issue (Lighthouse best practices).
  const cspViolations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => cspViolations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  await signIn(page, DEMO_ADMIN);
  for (const path of STAFF_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
    const trigger = DIALOG_TRIGGERS[path];
    if (trigger) {
      await page.getByRole('button', { name: trigger }).first().click({ timeout: 15_000 });
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, `${path} with its dialog open`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
  expect(cspViolations).toEqual([]);
});

test('[A11Y] the client portal has no axe violations', async ({ page }) => {
  await signIn(page, DEMO_CLIENT, 'Client Portal');
  for (const path of ['/', '/invoices', '/account/password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `client ${path}`);
  }
});

test('[A11Y] the dark theme follows the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(11, 17, 32)');
  await expectNoViolations(page, 'login in dark theme');
});
