import { expect, type Page } from '@playwright/test';

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;
export const DEMO_CLIENT = { username: 'client', password: 'client123' } as const;

/** Signs in through the login screen and waits for the signed-in shell. */
export async function signIn(page: Page, { username, password }: { username: string; password: string }, tab: 'Client Portal' | 'Admin Panel' = 'Admin Panel') {
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
