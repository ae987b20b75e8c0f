import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptAdminInvitation,
  createClient,
  createEmployee,
  DEMO_ADMIN,
  expectToast,
  fillFields,
  findInvoices,
  openAddClientDialog,
  previewPayRun,
  SERVER_WIDE,
  signIn,
  submitSignIn,
  toastRegion,
} from './fixtures';

/**
 * Issue 27, items 5, 6, 7, 12 and 13: confirmations before a commitment, refusals where they
 * belong, messages that say what is wrong, labels instead of codes, and an Admin Panel that agrees
 * with itself.
 */
test.describe.configure({ mode: 'parallel' });

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** True when two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The visible toast covers no part of `dialog`, so none of its buttons (those scrolled out of the
 * dialog's own view included, once scrolled back).
 */
async function expectToastClearOfDialog(page: Page, dialog: Locator) {
  const toast = await toastRegion(page).boundingBox();
  expect(toast, 'a toast is on screen').not.toBeNull();
  const box = await dialog.boundingBox();
  expect(overlaps(toast!, box!), 'the toast covers part of the dialog').toBe(false);
  const submit = await dialog.getByRole('button', { name: 'Create Invoice' }).boundingBox();
  expect(overlaps(toast!, submit!), 'the toast covers Create Invoice').toBe(false);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`[BILLING][ITEM 6] a duplicate invoice number shows at its field, and the toast covers no dialog button at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ADMIN);
    const company = `Field Refusals ${suffix()}`;
    const client = await createClient(page.request, { companyName: company });
    const number = `DUP-${suffix()}`;
    const created = await page.request.post('/api/invoices', {
      data: { clientId: client.id, invoiceNumber: number, subtotal: '100' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/invoices');
    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Create New Invoice' });
    await form.getByLabel('Invoice Number').fill(number);
    const option = form.getByLabel('Client').locator('option', { hasText: client.clientId });
    await form.getByLabel('Client').selectOption({ label: (await option.textContent())! });
    // A few line items make the form as tall as a real one, reaching the toasts' edge of the screen.
    for (let item = 1; item <= 3; item += 1) {
      await form.getByRole('button', { name: 'Add Line Item' }).click();
      await form.getByLabel(`Description ${item}`).fill(`Consulting block ${item}`);
      await form
        .getByLabel('Unit Price')
        .nth(item - 1)
        .fill('100');
    }
    await form.getByRole('button', { name: 'Create Invoice' }).click();

    const message = `Invoice number ${number} already exists. Choose another number or leave it empty to generate one.`;
    await expect(form.getByLabel('Invoice Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(message)).toBeVisible();
    await expectToast(page, 'Failed to create invoice');
    await form.getByRole('button', { name: 'Create Invoice' }).scrollIntoViewIfNeeded();
    await expectToastClearOfDialog(page, form);
  });
}

test('[BILLING][ITEM 5] deleting an invoice asks first; Cancel keeps it', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  const company = `Ask First ${suffix()}`;
  const client = await createClient(page.request, { companyName: company });
  const number = `ASK-${suffix()}`;
  expect(
    (
      await page.request.post('/api/invoices', {
        data: { clientId: client.id, invoiceNumber: number, subtotal: '50' },
      })
    ).status(),
  ).toBe(201);
  await findInvoices(page, number);
  const card = page.getByTestId('invoice-card');
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: `Delete ${number}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete invoice ${number}?` });
  await expect(confirm).toContainText('removed permanently');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: `Delete ${number}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Invoice deleted successfully');
  await expect(page.getByText('No invoices found')).toBeVisible();
});

test(
  '[PAYROLL][ITEM 5] a pay run shows its employees, gross, net, employer cost and pay date before it is processed',
  SERVER_WIDE,
  async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    // A weekly employee, so the run has at least one paycheck to confirm.
    await createEmployee(page.request, {
      employeeId: `WK-${suffix()}`,
      firstName: 'Wendy',
      lastName: 'Weekly',
      annualSalary: '52000',
      payFrequency: 'weekly',
      state: 'TX',
    });
    await previewPayRun(page, {
      payFrequency: 'weekly',
      payPeriodStart: '2025-09-01',
      payPeriodEnd: '2025-09-07',
      payDate: '2025-09-12',
    });
    const grossText = (await page.getByTestId('pay-run-total-gross').textContent())!.trim();
    const process = page.getByRole('button', { name: /^Process payroll for \d+ employees?$/ });
    const count = (await process.textContent())!.match(/for (\d+ employees?)/)![1];

    await process.click();
    const confirm = page.getByRole('alertdialog', { name: 'Process this pay run?' });
    await expect(confirm).toContainText(`Employees${count}`);
    await expect(confirm).toContainText(`Gross pay${grossText}`);
    await expect(confirm).toContainText('Net pay$');
    await expect(confirm).toContainText('Employer cost$');
    await expect(confirm).toContainText('Pay dateSep 12, 2025');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Nothing was processed: the run is still offered, and no run is listed for the period.
    await expect(process).toBeEnabled();
    await expect(
      page
        .getByRole('region', { name: 'Recent pay runs' })
        .getByText('Sep 01, 2025 – Sep 07, 2025'),
    ).toHaveCount(0);

    await process.click();
    await confirm.getByRole('button', { name: 'Process payroll' }).click();
    await expectToast(page, 'Payroll processed successfully');
    await expect(page.getByRole('region', { name: 'Recent pay runs' })).toContainText(
      'Sep 01, 2025 – Sep 07, 2025',
    );
  },
);

test('[CLIENTS][ITEM 7] a negative rate and negative terms say they cannot be negative; statuses read as words', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const dialog = await openAddClientDialog(page);
  await fillFields(dialog, {
    'Company Name *': `Minus Signs ${suffix()}`,
    'Contact First Name *': 'Nia',
    'Contact Last Name *': 'Negative',
    'Email *': 'nia@minus.example.com',
    'Billing Rate ($/hour)': '-75',
    'Payment Terms (days)': '-15',
  });
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(dialog.getByText('Billing rate cannot be negative')).toBeVisible();
  await expect(dialog.getByText('Payment terms cannot be negative')).toBeVisible();
  await expect(dialog.getByLabel('Status').locator('option')).toHaveText([
    'Active',
    'Inactive',
    'Suspended',
  ]);
});

test('[AUTH][ITEM 7] the header and the sign-in toast name the role, not its code', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, DEMO_ADMIN);
  await expectToast(page, 'Welcome back! Logged in as Super Admin user.');
  await expect(page.getByRole('banner')).toContainText('(Super Admin)');
  await expect(page.getByRole('banner')).not.toContainText('super');
});

test('[ADMIN][ITEM 12] a super admin changes an admin’s role and deactivates it; the last super admin is kept', async ({
  page,
  browser,
}) => {
  const username = `riley${suffix()}`;
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  await expect(
    page.getByText('PayLab does not email the new admin.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByRole('button', { name: 'Create Admin' }).click();
  const notice = page.getByRole('region', { name: 'One-time password link' });
  await expect(notice).toContainText(`Give this link to ${username} yourself`);
  const link = await notice.getByLabel('Set-password link').inputValue();

  const invited = await acceptAdminInvitation(browser, link, {
    username,
    password: 'riley-harbor-7',
  });

  await page.reload();
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  const row = page.getByTestId('admin-user').filter({ hasText: `${username}@example.com` });
  await row.getByLabel(`Role of ${username}`).selectOption('super_admin');
  await expectToast(page, 'Admin role changed');
  await expect(row).toContainText('Super Admin');
  await row.getByLabel(`Role of ${username}`).selectOption('admin');
  await expectToast(page, 'Admin role changed');

  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${username}?` });
  await expect(confirm).toContainText('signed out at once');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Admin user deactivated');
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  // The deactivated admin's open session ended with it.
  await invited.reload();
  await expect(invited).toHaveURL(/\/login/);
  await invited.close();

  // The demo admin is this server's only super admin: demoting it is refused beside its row.
  const self = page.getByTestId('admin-user').filter({ hasText: 'admin@example.com' });
  await self.getByLabel('Role of admin').selectOption('admin');
  await expect(self.getByRole('alert')).toHaveText(
    'admin is the last active super admin. Make another admin a super admin first.',
  );
  await expect(self.getByLabel('Role of admin')).toHaveValue('super_admin');
});

test(
  '[ADMIN][ITEM 12] the cards agree across tabs, and review notes stay after the decision',
  SERVER_WIDE,
  async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    const code = suffix();
    // Two clients the Client Approval tab lists as pending (no UI access), one of them decided below.
    const kept = `Notes Kept ${code}`;
    const waiting = `Still Waiting ${code}`;
    for (const companyName of [kept, waiting]) {
      await createClient(page.request, { companyName });
    }
    await page.goto('/admin');
    const pending = page.getByTestId('pending-client').filter({ hasText: kept });
    await pending.getByLabel('Review Notes').fill('No signed engagement letter yet');
    await pending.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Client access rejected');
    const rejected = page.getByTestId('rejected-client').filter({ hasText: kept });
    await expect(rejected).toContainText('Review notes: No signed engagement letter yet');
    await expect(rejected).toContainText(/Rejected by: admin on [A-Z][a-z]{2} \d{2}, \d{4}/);

    const cardValue = async (region: string, label: string) =>
      Number(
        (
          await page
            .getByRole('region', { name: region })
            .getByText(label, { exact: true })
            .locator('xpath=..')
            .textContent()
        )?.replace(/\D/g, ''),
      );
    const pendingCount = await cardValue('Client approval summary', 'Pending Approval');
    const approvedCount = await cardValue('Client approval summary', 'Approved Clients');
    const pendingListed = await page.getByTestId('pending-client').count();
    expect(pendingListed).toBe(pendingCount);
    expect(await page.getByTestId('approved-client').count()).toBe(approvedCount);
    const joinsWaiting = await page
      .getByRole('list', { name: 'Requests to Join a Company' })
      .getByRole('listitem')
      .count();

    await page.getByRole('tab', { name: 'Admin Users' }).click();
    // The tab loads its list after it opens; the demo admin is always on it.
    await expect(page.getByTestId('admin-user').first()).toBeVisible();
    const adminRows = await page.getByTestId('admin-user').count();
    await page.getByRole('tab', { name: 'Overview' }).click();
    expect(await cardValue('Overview summary', 'Active Clients')).toBe(approvedCount);
    expect(await cardValue('Overview summary', 'Admin Users')).toBe(adminRows);
    // Everything waiting for a decision on the Client Approval tab, clients and join requests.
    expect(await cardValue('Overview summary', 'Pending Reviews')).toBe(
      pendingCount + joinsWaiting,
    );
  },
);
