import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;
export const DEMO_CLIENT = { username: 'client', password: 'client123' } as const;

/**
 * For a test whose subject is state the whole server shares (totals, the company settings, a pay run
 * for everyone of a frequency, the newest payroll record): playwright.config.ts runs these one at a
 * time against a server of their own, while the other tests run in parallel on the main server.
 */
export const SERVER_WIDE = { tag: '@server-wide' };

/** Buttons that open a dialog on a screen, for checks made with the dialog open. */
const DIALOG_TRIGGERS: Record<string, RegExp> = {
  '/employees': /^Add (New )?Employee$/,
  '/clients': /^Add Client$/,
  '/invoices': /^Create Invoice$/,
};

/** On a screen that has a dialog, opens it, runs `check` with it open and closes it with Escape. */
export async function checkWithDialogOpen(
  page: Page,
  path: string,
  check: (dialog: Locator) => Promise<void>,
) {
  const trigger = DIALOG_TRIGGERS[path];
  if (!trigger) return;
  await page.getByRole('button', { name: trigger }).first().click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await check(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Signs in through the login screen and waits for the signed-in shell. */
export async function signIn(
  page: Page,
  { username, password }: { username: string; password: string },
  tab: 'Client Portal' | 'Admin Panel' = 'Admin Panel',
) {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Collects console errors so a test can assert a page loads cleanly. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The visible toast (Radix copies its text into an announcer too: stack-notes 15). */
export function toastRegion(page: Page) {
  return page.getByTestId('toast');
}

/** Zero axe-core violations (WCAG 2.1 A and AA, and best practices) on the page or inside `include`. */
export async function expectNoAxeViolations(page: Page, context: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await (include ? builder.include(include) : builder).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, context).toEqual([]);
}

/** Presses Tab (or `key`) until `target` has the focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', maxPresses = 80 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${maxPresses} presses of ${key} never reached ${target.toString()}`);
}

/** The focused element shows the focus ring (index.css :focus-visible: a 2px outline). */
export async function expectFocusVisible(target: Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      isFocusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
    };
  });
  expect(ring).toEqual({ isFocusVisible: true, style: 'solid', width: 2 });
}

/**
 * Starts recording what screen readers are told. Radix copies each toast into an aria-live status
 * region that lives for one second only, which a slow machine can miss between two polls, so each
 * region's text is kept as it appears. Call before the action that raises the toast.
 */
export async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const announced = new Map<Element, string>();
    Object.assign(window, { paylabAnnounced: announced });
    const record = () => {
      for (const region of document.querySelectorAll('[role="status"][aria-live]')) {
        const text = region.textContent ?? '';
        if (text !== '') announced.set(region, text);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** The toast is shown, and was announced exactly once since `recordAnnouncements`. */
export async function expectToastAnnounced(page: Page, text: string) {
  await expect(toastRegion(page).getByText(text, { exact: true })).toBeVisible();
  const countAnnouncements = () =>
    page.evaluate((wanted) => {
      const { paylabAnnounced } = window as unknown as { paylabAnnounced: Map<Element, string> };
      return [...paylabAnnounced.values()].filter((text) => text.includes(wanted)).length;
    }, text);
  await expect.poll(countAnnouncements).toBe(1);
}
