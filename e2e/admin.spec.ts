import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  createClient,
  createInvoice,
  DEMO_ADMIN,
  signIn,
  submitSignIn,
  expectNoAxeViolations,
  expectToast,
  submitRegistration,
  clickToDownload,
  confirmEmail,
  acceptAdminInvitation,
} from './fixtures';

/** Names no other spec uses, so the run's shared database never collides. */
const suffix = () => Date.now().toString(36);

async function registerClient(page: Page, username: string, email: string) {
  await page.goto('/register');
  await submitRegistration(page, { username, email, password: 'kiwi-harbor-7' });
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await confirmEmail(page, email);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('[ADMIN][APPROVAL] approve a registered client with notes; the client then sees only its own invoices', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const username = `acme${suffix()}`;
  await registerClient(page, username, `${username}@example.com`);

  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Manage client access and system administration')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Client Approval' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Admin Users' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  const approvalCards = page.getByRole('region', { name: 'Client approval summary' });
  for (const card of ['Pending Approval', 'Approved Clients', 'Total Requests'])
    await expect(approvalCards.getByText(card, { exact: true })).toBeVisible();

  const pending = page.getByTestId('pending-client').filter({ hasText: `${username}@example.com` });
  await expect(pending).toContainText('Pending');
  await expectNoAxeViolations(page, '/admin with a pending client');
  await pending.getByRole('button', { name: 'Create Request' }).click();
  await expectToast(page, 'Approval request created successfully');
  await expect(pending).toContainText('Request pending');

  await pending.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Please provide review notes');
  await expect(pending.getByText('Please provide review notes')).toBeVisible();
  await pending.getByLabel('Review Notes').fill('Verified the business licence');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Client access approved successfully');
  const approved = page
    .getByTestId('approved-client')
    .filter({ hasText: `${username}@example.com` });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText(/Approved by: admin on [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(pending).toHaveCount(0);
  await expectNoAxeViolations(page, '/admin with an approved client');

  // An invoice for the new client and one for another client (made here, so no other spec's data
  // changes); the client must see only its own.
  const other = await createClient(page.request, {
    companyName: `Other Co ${username}`,
    contactFirstName: 'Oli',
    contactLastName: 'Other',
    email: `other-${username}@example.com`,
  });
  const options = await (await page.request.get('/api/clients/options')).json();
  const own = options.find(
    (option: { companyName: string }) => option.companyName === `${username} Company`,
  );
  const ownInvoice = await createInvoice(page.request, {
    clientId: own.id,
    subtotal: '400',
    status: 'sent',
  });
  const otherInvoice = await createInvoice(page.request, {
    clientId: other.id,
    subtotal: '999',
    status: 'sent',
  });
  await signOut(page);

  await signIn(page, { username, password: 'kiwi-harbor-7' }, 'Client Portal');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `${username} Company` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest invoices' })).toContainText(
    ownInvoice.invoiceNumber,
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Invoices' })
    .click();
  await expect(page.getByTestId('invoice-card')).toHaveCount(1);
  const card = page.getByTestId('invoice-card');
  await expect(card).toContainText(ownInvoice.invoiceNumber);
  await expect(page.getByText(otherInvoice.invoiceNumber)).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Invoice' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'client /invoices with its invoice');

  await card.getByRole('button', { name: `View ${ownInvoice.invoiceNumber}` }).click();
  const view = page.getByRole('dialog', { name: `Invoice ${ownInvoice.invoiceNumber}` });
  // 400.00 + 8.75% (35.00) = 435.00 due.
  await expect(view.getByTestId('balance-due')).toHaveText('$435.00');
  await expect(view.getByRole('form', { name: 'Record Payment' })).toHaveCount(0);
  const download = await clickToDownload(page, view.getByRole('button', { name: 'Download PDF' }));
  expect(download.suggestedFilename()).toBe(`invoice-${ownInvoice.invoiceNumber}.pdf`);

  const foreign = await page.request.get(`/api/portal/invoices/${otherInvoice.id}`);
  expect(foreign.status()).toBe(404);
  expect((await page.request.get('/api/invoices')).status()).toBe(403);
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('[ADMIN][APPROVAL] reject a registered client; it cannot sign in', async ({ page }) => {
  const username = `reject${suffix()}`;
  await registerClient(page, username, `${username}@example.com`);
  await signIn(page, DEMO_ADMIN);
  const pending = page.getByTestId('pending-client').filter({ hasText: `${username}@example.com` });
  await pending.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Please provide review notes');
  await pending.getByLabel('Review Notes').fill('Could not verify the company');
  await pending.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Client access rejected');
  // Decided, so it leaves the pending list (issue 26, item 1).
  await expect(pending).toHaveCount(0);
  await signOut(page);

  await submitSignIn(page, { username, password: 'kiwi-harbor-7' }, 'Client Portal');
  await expectToast(page, 'Login Failed');
  await expect(page).toHaveURL(/\/login$/);
});

test('[ADMIN][JOIN] a registration with an approved client’s email only asks to join; the admin compares and decides', async ({
  page,
}) => {
  const code = suffix();
  const email = `books-${code}@harbor.example.com`;
  await signIn(page, DEMO_ADMIN);
  const harbor = await createClient(page.request, {
    companyName: `Harbor Books ${code}`,
    contactFirstName: 'Hana',
    contactLastName: 'Harbor',
    email,
  });
  await page.request.post(`/api/admin/approve-client/${harbor.id}`, {
    data: { reviewNotes: 'Long-standing client' },
  });
  await signOut(page);

  // Someone registers with the company's own address and name.
  const username = `joiner${code}`;
  await page.goto('/register');
  await submitRegistration(page, {
    username,
    email,
    password: 'kiwi-harbor-7',
    companyName: `Harbor Books ${code}`,
  });
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await confirmEmail(page, email);
  await expect(
    page.getByText(`Harbor Books ${code} already has a PayLab account with this email`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.goto('/login');
  await submitSignIn(page, { username, password: 'kiwi-harbor-7' }, 'Client Portal');
  await expectToast(page, 'Login Failed');

  await signIn(page, DEMO_ADMIN);
  // The company did not fall back to pending; the request stands on its own, both sides shown.
  await expect(
    page.getByTestId('pending-client').filter({ hasText: `Harbor Books ${code}` }),
  ).toHaveCount(0);
  const join = page.getByTestId('join-request').filter({ hasText: username });
  await expect(join).toContainText(`A new user asks to join Harbor Books ${code}`);
  await expect(join).toContainText('Hana Harbor');
  await expect(join.getByText(email)).toHaveCount(2);
  await expectNoAxeViolations(page, '/admin with a join request');
  await join.getByLabel('Review Notes').fill('Hana confirmed by phone');
  await join.getByRole('button', { name: 'Approve joining' }).click();
  await expectToast(page, 'User joined the company');
  await expect(join).toHaveCount(0);
  await signOut(page);

  await signIn(page, { username, password: 'kiwi-harbor-7' }, 'Client Portal');
  await expect(page.getByRole('heading', { name: `Harbor Books ${code}` })).toBeVisible();
});

test('[ADMIN][USERS] the super admin creates an admin, who sets a password through the one-time link', async ({
  page,
  browser,
}) => {
  const username = `jordan${suffix()}`;
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  const create = page.getByRole('button', { name: 'Create Admin' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Username').fill(username);
  await expect(create).toBeDisabled();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await expect(create).toBeEnabled();
  await create.click();
  await expectToast(page, 'Admin user created successfully');
  const link = await page.getByLabel('Set-password link').inputValue();
  expect(link).toMatch(/\/set-password\/[A-Za-z0-9_-]{43}$/);
  const row = page.getByTestId('admin-user').filter({ hasText: username });
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('Inactive');
  await expectNoAxeViolations(page, '/admin Admin Users with the one-time link');

  await page.getByRole('tab', { name: 'Overview' }).click();
  const overviewCards = page.getByRole('region', { name: 'Overview summary' });
  for (const card of ['Total Clients', 'Active Clients', 'Admin Users', 'Pending Reviews'])
    await expect(overviewCards.getByText(card, { exact: true })).toBeVisible();

  const invited = await acceptAdminInvitation(browser, link, { username, password: 'jordan-pass' });
  await expect(invited).toHaveURL(/\/admin$/);
  await invited.getByRole('tab', { name: 'Admin Users' }).click();
  await expect(invited.getByText('Only super admins can create admin users.')).toBeVisible();
  await expect(invited.getByRole('button', { name: 'Create Admin' })).toHaveCount(0);
  await expect(invited.getByTestId('admin-user').filter({ hasText: username })).toContainText(
    'Active',
  );
  await invited.close();
});
