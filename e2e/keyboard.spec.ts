import { expect, test, type Page } from '@playwright/test';
import {
  confirmEmail,
  DEMO_ADMIN,
  expectFocusVisible,
  pressEnterForAnnouncedToast,
  SERVER_WIDE,
  signIn,
  signInAndOpen,
  tabTo,
  toastRegion,
} from './fixtures';

/*
 * Every action works with the keyboard alone (issue 7, item 1): these specs reach each control with
 * Tab, act with Enter, Space or typing, and check the focus ring and the toast's announcement. The
 * employees, payroll, calculator, invoices and tax-forms specs hold the keyboard paths of their screens.
 */

const suffix = () => Date.now().toString(36);

/** Tabs to a field, checks its focus ring and types into it. */
async function typeInto(page: Page, label: ReturnType<Page['getByLabel']>, text: string) {
  await tabTo(page, label);
  await expectFocusVisible(label);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('[KEYBOARD] sign in and out with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Username'), DEMO_ADMIN.username);
  await typeInto(page, page.getByLabel('Password'), DEMO_ADMIN.password);
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  await tabTo(page, signOut);
  await expectFocusVisible(signOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('[KEYBOARD] add a client from the keyboard; the toast is announced and focus returns', async ({
  page,
}) => {
  await signInAndOpen(page, '/clients');
  const addClient = page.getByRole('button', { name: 'Add Client' });
  await tabTo(page, addClient);
  await expectFocusVisible(addClient);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await expect(dialog).toBeVisible();
  // A form dialog opens on its first field.
  await expect(dialog.getByLabel('Client ID')).toBeFocused();
  const company = `Keyboard Works ${suffix()}`;
  await typeInto(page, dialog.getByLabel('Company Name *'), company);
  await typeInto(page, dialog.getByLabel('Contact First Name *'), 'Kay');
  await typeInto(page, dialog.getByLabel('Contact Last Name *'), 'Board');
  await typeInto(page, dialog.getByLabel('Email *'), `kay.${suffix()}@example.com`);
  const create = dialog.getByRole('button', { name: 'Create Client' });
  await tabTo(page, create);
  await expectFocusVisible(create);
  await pressEnterForAnnouncedToast(page, 'Client created successfully');
  await expect(dialog).toBeHidden();
  await expect(addClient).toBeFocused();
  await expect(page.getByTestId('client-card').filter({ hasText: company })).toBeVisible();

  // Other workers add clients too, so the card is found the way a keyboard user finds it: by search.
  await typeInto(page, page.getByLabel('Search clients'), company);
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  // Edit opens from the card with Space and closes with Escape, handing focus back.
  const edit = page.getByRole('button', { name: `Edit ${company}` });
  await tabTo(page, edit);
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Edit Client' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();
});

test('[KEYBOARD] approve a registered client in the Admin Panel from the keyboard', async ({
  page,
}) => {
  const username = `kbclient${suffix()}`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'kiwi-harbor-7',
      role: 'client',
      companyName: `${username} Company`,
      contactFirstName: 'Pat',
      contactLastName: 'Owner',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await confirmEmail(page, `${username}@example.com`);
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const pending = page.getByTestId('pending-client').filter({ hasText: `${username}@example.com` });
  await typeInto(page, pending.getByLabel('Review Notes'), 'Checked by phone');
  const approve = pending.getByRole('button', { name: 'Approve' });
  await tabTo(page, approve);
  await expectFocusVisible(approve);
  await pressEnterForAnnouncedToast(page, 'Client access approved successfully');
  await expect(
    page.getByTestId('approved-client').filter({ hasText: `${username}@example.com` }),
  ).toContainText('Approved');

  // The tabs move with the arrow keys (WAI-ARIA tabs pattern).
  const approvalTab = page.getByRole('tab', { name: 'Client Approval' });
  await tabTo(page, approvalTab, { key: 'Shift+Tab' });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Admin Users' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Admin Users' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Overview summary' })).toBeVisible();
});

test(
  '[KEYBOARD] company settings are edited and saved from the keyboard',
  SERVER_WIDE,
  async ({ page }) => {
    await signInAndOpen(page, '/settings');
    const address = page.getByLabel('Company address');
    await expect(address).not.toHaveValue('');
    const before = await address.inputValue();
    await typeInto(page, address, '500 Keyboard Way, Springfield, IL 62701');
    const save = page.getByRole('button', { name: 'Save settings' });
    await tabTo(page, save);
    await expectFocusVisible(save);
    await pressEnterForAnnouncedToast(page, 'Settings saved');
    await page.reload();
    await expect(page.getByLabel('Company address')).toHaveValue(
      '500 Keyboard Way, Springfield, IL 62701',
    );
    // Put the address back for the specs that print it. Enter in the address adds a line, so the form
    // is sent from its button.
    await typeInto(page, page.getByLabel('Company address'), before);
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(
      toastRegion(page).getByText('Settings saved', { exact: true }).first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Company address')).toHaveValue(before);
  },
);
