import { expect, test, type Page } from '@playwright/test';
import {
  clickToDownload,
  createClient,
  createClientWithInvoice,
  DEMO_ADMIN,
  DEMO_CLIENT,
  expectNoAxeViolations,
  expectPdfFile,
  expectToast,
  fillFields,
  findInvoices,
  openAddClientDialog,
  signIn,
  signInAndCollectErrors,
  signInAndOpen,
  toastRegion,
} from './fixtures';

// Each test stands alone (its own data, or none), so the tests of this file run in parallel.
test.describe.configure({ mode: 'parallel' });

/** A name no other spec uses, so the run's shared database never collides. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function addClient(page: Page, companyName: string, email: string) {
  const dialog = await openAddClientDialog(page);
  await fillFields(dialog, {
    'Company Name *': companyName,
    'Contact First Name *': 'Ana',
    'Contact Last Name *': 'Trujillo',
    'Email *': email,
    Phone: '(206) 555-0134',
    City: 'Seattle',
    'Billing Rate ($/hour)': '150',
    'Payment Terms (days)': '45',
  });
  await dialog.getByLabel('State').selectOption('WA');
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expectToast(page, 'Client created successfully');
  await expect(dialog).toBeHidden();
}

test('[BILLING][CLIENTS] add, validate, search, edit and delete clients', async ({ page }) => {
  const errors = await signInAndCollectErrors(page);
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('Email *').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await expect(dialog.getByText('Contact first name is required')).toBeVisible();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const company = unique('Northwind Traders');
  await addClient(page, company, 'ana@northwind.example.com');
  const card = page.getByTestId('client-card').filter({ hasText: company });
  await expect(card).toContainText(/CL-\d{4}/);
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Ana Trujillo');
  await expect(card).toContainText('ana@northwind.example.com');
  await expect(card).toContainText('(206) 555-0134');
  await expect(card).toContainText('Seattle, WA');
  await expect(card).toContainText('$150.00/hr');
  await expect(card).toContainText('Net 45 days');

  await page.getByLabel('Search clients').fill(company.toUpperCase());
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  await page.getByLabel('Search clients').fill('no client is called this');
  await expect(page.getByText('No clients match your search criteria')).toBeVisible();
  await page.getByLabel('Search clients').fill(company);

  await card.getByRole('button', { name: `Edit ${company}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await edit.getByLabel('Status').selectOption('suspended');
  await edit.getByLabel('Payment Terms (days)').fill('15');
  await edit.getByRole('button', { name: 'Update Client' }).click();
  await expectToast(page, 'Client updated successfully');
  await expect(card).toContainText('Suspended');
  await expect(card).toContainText('Net 15 days');

  await card.getByRole('button', { name: `Delete ${company}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Client deleted successfully');
  await expect(page.getByText('No clients match your search criteria')).toBeVisible();
  expect(errors).toEqual([]);
});

test('[BILLING][INVOICES] an invoice with items, a partial then a full payment, the PDF, filters and refusals', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const company = unique('Zephyr Lampworks');
  await addClient(page, company, 'zoe@zephyr.example.com');

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoice Management' })).toBeVisible();
  await expect(page.getByText('Create and manage client invoices')).toBeVisible();
  await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(form.getByLabel('Invoice Number')).toHaveAttribute(
    'placeholder',
    'Auto-generated if empty',
  );
  await expect(form.getByLabel('Payment Method')).toHaveAttribute(
    'placeholder',
    'Check, ACH, Credit Card, etc.',
  );
  await expect(form.getByLabel('Tax Rate')).toHaveValue('0.0875');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(form.getByText('Choose a client')).toBeVisible();

  // The dropdown reads 'company name (client id)'.
  const option = (await form
    .getByLabel('Client')
    .locator('option', { hasText: company })
    .textContent())!;
  expect(option).toMatch(new RegExp(`^${company} \\(CL-\\d{4}\\)$`));
  await form.getByLabel('Client').selectOption({ label: option });
  await form.getByLabel('Issue Date').fill('2025-01-05');
  // The client's terms are 45 days: Jan 05 + 45 = Feb 19.
  await expect(form.getByLabel('Due Date')).toHaveValue('2025-02-19');
  await form.getByLabel('Subtotal').fill('1000');
  await form.getByLabel('Tax Rate').fill('');
  // An empty (non-numeric) rate counts as 0.
  await expect(form.getByLabel('Tax Amount')).toHaveValue('0.00');
  await expect(form.getByLabel('Total Amount')).toHaveValue('1000.00');
  await form.getByLabel('Tax Rate').fill('0.0875');
  // 1000.00 x 0.0875 = 87.50; total 1087.50.
  await expect(form.getByLabel('Tax Amount')).toHaveValue('87.50');
  await expect(form.getByLabel('Total Amount')).toHaveValue('1087.50');

  await form.getByRole('button', { name: 'Add Line Item' }).click();
  await fillFields(form, {
    'Description 1': 'Bookkeeping (hours)',
    Quantity: '7.5',
    'Unit Price': '125',
  });
  await form.getByRole('button', { name: 'Add Line Item' }).click();
  await form.getByLabel('Description 2').fill('Payroll runs');
  await form.getByLabel('Quantity').nth(1).fill('3');
  await form.getByLabel('Unit Price').nth(1).fill('19.99');
  // 7.5 x 125.00 = 937.50; 3 x 19.99 = 59.97; subtotal 997.47; tax 87.278625 → 87.28; total 1084.75.
  await expect(form.getByLabel('Subtotal')).toHaveValue('997.47');
  await expect(form.getByLabel('Tax Amount')).toHaveValue('87.28');
  await expect(form.getByLabel('Total Amount')).toHaveValue('1084.75');
  await form.getByLabel('Status').selectOption('sent');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expectToast(page, 'Invoice created successfully');

  await page.getByLabel('Search invoices').fill(company.toLowerCase());
  const card = page.getByTestId('invoice-card');
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('invoice-count')).toHaveText('1 invoice');
  const invoiceNumber = (await card.getByRole('heading').textContent())!.trim();
  expect(invoiceNumber).toMatch(/^INV-2025-\d{4}$/);
  await expect(card).toContainText(company);
  await expect(card).toContainText('Sent');
  await expect(card).toContainText('Overdue');
  await expect(card).toContainText('Jan 05, 2025');
  await expect(card).toContainText('Feb 19, 2025');
  await expect(card).toContainText('$1,084.75');
  await expect(card).toContainText('($997.47 + $87.28)');
  await expect(page.getByRole('region', { name: 'Invoice summary' })).toContainText('$1,084.75');
  // Spec section 2: the extra 'Overdue' badge shows whenever the invoice is unpaid and past due, so
  // with its status set to Overdue the card shows the word twice.
  await expect(card.getByText('Overdue', { exact: true })).toHaveCount(1);
  await card.getByRole('button', { name: `Edit ${invoiceNumber}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
  await edit.getByLabel('Status').selectOption('overdue');
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(card.getByText('Overdue', { exact: true })).toHaveCount(2);

  await card.getByRole('button', { name: `View ${invoiceNumber}` }).click();
  const view = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
  await expect(view.getByRole('cell', { name: 'Bookkeeping (hours)' })).toBeVisible();
  await expect(view.getByTestId('balance-due')).toHaveText('$1,084.75');
  const payment = view.getByRole('form', { name: 'Record Payment' });
  await fillFields(payment, {
    Amount: '500',
    'Payment Date': '2025-01-20',
    Method: 'Check',
    'Reference Number': '1042',
  });
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(page, 'Payment recorded successfully');
  // 1084.75 - 500.00 = 584.75 still due.
  await expect(view.getByTestId('balance-due')).toHaveText('$584.75');
  await payment.getByLabel('Amount').fill('584.76');
  await payment.getByLabel('Payment Date').fill('2025-02-01');
  // From the keyboard: the refused amount takes the focus (the pending button kept it meanwhile).
  await payment.getByRole('button', { name: 'Record Payment' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Failed to record payment');
  await expect(
    view.getByText('A payment of $584.76 is more than the balance due of $584.75.').first(),
  ).toBeVisible();
  await expect(payment.getByLabel('Amount')).toBeFocused();
  await payment.getByLabel('Amount').fill('584.75');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(view.getByTestId('balance-due')).toHaveText('$0.00');
  await expect(view.getByText('Paid', { exact: true })).toBeVisible();
  await expect(view.getByRole('form', { name: 'Record Payment' })).toHaveCount(0);

  const download = await clickToDownload(page, view.getByRole('button', { name: 'Download PDF' }));
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  await expectPdfFile(download);
  await view.getByRole('button', { name: 'Close' }).last().click();

  await expect(card).toContainText('Paid');
  await expect(card).toContainText('Feb 01, 2025');
  await expect(card).not.toContainText('Overdue');
  await page.getByLabel('Filter by status').selectOption('sent');
  await expect(page.getByText('No invoices match your search criteria')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('paid');
  await expect(page.getByTestId('invoice-card')).toHaveCount(1);

  await card.getByRole('button', { name: `Delete ${invoiceNumber}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Failed to delete invoice');
  await expect(toastRegion(page)).toContainText('cannot be deleted');
  await expect(page.getByTestId('invoice-card')).toHaveCount(1);

  await page.goto('/clients');
  await page.getByLabel('Search clients').fill(company);
  await page.getByRole('button', { name: `Delete ${company}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Failed to delete client');
  await expect(toastRegion(page)).toContainText('has 1 invoice and cannot be deleted');
  await expect(page.getByTestId('client-card')).toHaveCount(1);
});

test('[BILLING][INVOICES] edit an invoice, a typed duplicate number is refused, and delete without payments', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const company = unique('Harbor Books');
  const created = await createClient(page.request, { companyName: company });
  const clientLabel = `${company} (${created.clientId})`;
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
  let form = page.getByRole('dialog', { name: 'Create New Invoice' });
  const number = `E2E-${Date.now().toString(36)}`;
  await form.getByLabel('Invoice Number').fill(number);
  await form.getByLabel('Client').selectOption({ label: clientLabel });
  await form.getByLabel('Subtotal').fill('200');
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expectToast(page, 'Invoice created successfully');

  await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
  form = page.getByRole('dialog', { name: 'Create New Invoice' });
  await form.getByLabel('Invoice Number').fill(number);
  await form.getByLabel('Client').selectOption({ label: clientLabel });
  await form.getByRole('button', { name: 'Create Invoice' }).click();
  await expectToast(page, 'Failed to create invoice');
  await expect(toastRegion(page)).toContainText(`Invoice number ${number} already exists`);
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search invoices').fill(number);
  const card = page.getByTestId('invoice-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Edit ${number}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(edit.getByLabel('Subtotal')).toHaveValue('200.00');
  await edit.getByLabel('Tax Rate').fill('0.1');
  // 200.00 x 0.10 = 20.00; total 220.00.
  await expect(edit.getByLabel('Total Amount')).toHaveValue('220.00');
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(card).toContainText('$220.00');

  await card.getByRole('button', { name: `Delete ${number}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Invoice deleted successfully');
  await expect(page.getByText('No invoices found')).toBeVisible();
});

test("[BILLING][CLIENTS] a client saved over someone else's change is refused; Reload shows theirs and the save then goes through", async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const company = unique('Versioned Goods');
  const client = await createClient(page.request, {
    companyName: company,
    paymentTerms: 30,
  });
  await page.goto('/clients');
  await page.getByLabel('Search clients').fill(company);
  const card = page.getByTestId('client-card');
  await card.getByRole('button', { name: `Edit ${company}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByLabel('Payment Terms (days)')).toHaveValue('30');

  const other = await page.request.put(`/api/clients/${client.id}`, {
    data: { ...client, paymentTerms: 60 },
    headers: { 'if-match': `"${client.updatedAt}"` },
  });
  expect(other.status()).toBe(200);

  await edit.getByLabel('Notes').fill('Mine');
  await edit.getByRole('button', { name: 'Update Client' }).click();
  await expect(
    edit
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed this client after you opened it' }),
  ).toBeVisible();
  await expect(edit.getByLabel('Notes')).toHaveValue('Mine');
  await edit.getByRole('button', { name: 'Reload client' }).click();
  await expect(edit.getByLabel('Payment Terms (days)')).toHaveValue('60');
  await expect(edit.getByLabel('Notes')).toHaveValue('');
  await expect(card).toContainText('Net 60 days');
  await edit.getByLabel('Notes').fill('Mine, after theirs');
  await edit.getByRole('button', { name: 'Update Client' }).click();
  await expectToast(page, 'Client updated successfully');
  const stored = await (await page.request.get(`/api/clients/${client.id}`)).json();
  expect({ paymentTerms: stored.paymentTerms, notes: stored.notes }).toEqual({
    paymentTerms: 60,
    notes: 'Mine, after theirs',
  });
});

test('[BILLING][INVOICES] an edit opened before a payment was recorded is refused; Reload shows the paid invoice', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  // A client of its own: the demo client's portal must stay without invoices for the portal spec.
  const number = `STALE-${Date.now().toString(36)}`;
  const {
    invoice: { id: invoiceId },
  } = await createClientWithInvoice(
    page.request,
    { companyName: unique('Stale Paper Co') },
    {
      invoiceNumber: number,
      issueDate: '2025-05-01',
      dueDate: '2025-05-31',
      subtotal: '300',
      taxRate: '0',
      status: 'sent',
    },
  );
  await findInvoices(page, number);
  await page
    .getByTestId('invoice-card')
    .getByRole('button', { name: `Edit ${number}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(edit.getByLabel('Status')).toHaveValue('sent');

  // Meanwhile the client's payment is recorded by someone else.
  const payment = await page.request.post(`/api/invoices/${invoiceId}/payments`, {
    data: { amount: '300.00', paymentDate: '2025-05-20', paymentMethod: 'ACH' },
  });
  expect(payment.status()).toBe(201);

  await edit.getByLabel('Notes').fill('Written over a payment');
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expectToast(page, 'Failed to update invoice');
  await expect(
    edit
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed this invoice after you opened it' }),
  ).toBeVisible();
  await edit.getByRole('button', { name: 'Reload invoice' }).click();
  await expect(edit.getByLabel('Status')).toHaveValue('paid');
  await expect(edit.getByLabel('Notes')).toHaveValue('');
  await expect(edit.getByLabel('Invoice Number')).toBeFocused();
  await edit.getByLabel('Notes').fill('Paid by ACH');
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expectToast(page, 'Invoice updated successfully');
  await expect(edit).toBeHidden();
  const stored = await (await page.request.get(`/api/invoices/${invoiceId}`)).json();
  expect({ status: stored.status, paymentDate: stored.paymentDate, notes: stored.notes }).toEqual({
    status: 'paid',
    paymentDate: '2025-05-20',
    notes: 'Paid by ACH',
  });
});

test('[BILLING][A11Y] client and invoice screens with data, and their dialogs, have no axe violations', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const company = unique('Axe Checked Co');
  const { invoice } = await createClientWithInvoice(
    page.request,
    {
      companyName: company,
      city: 'Austin',
      state: 'TX',
      billingRate: '90',
    },
    {
      issueDate: '2025-01-05',
      status: 'sent',
      items: [{ description: 'Audit', quantity: 2, unitPrice: '300' }],
    },
  );
  await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { amount: '100', paymentDate: '2025-01-10', paymentMethod: 'Check' },
  });

  await page.goto('/clients');
  await page.getByLabel('Search clients').fill(company);
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expectNoAxeViolations(page, '/clients with a card');
  await page.getByRole('button', { name: `Edit ${company}` }).click();
  await expectNoAxeViolations(page, '/clients edit dialog');
  await page.keyboard.press('Escape');

  await findInvoices(page, company);
  await expect(page.getByTestId('invoice-card')).toHaveCount(1);
  await expectNoAxeViolations(page, '/invoices with a card');
  await page.getByRole('button', { name: `View ${invoice.invoiceNumber}` }).click();
  await expect(page.getByRole('form', { name: 'Record Payment' })).toBeVisible();
  await expectNoAxeViolations(page, '/invoices view dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Edit ${invoice.invoiceNumber}` }).click();
  await expect(page.getByLabel('Description 1')).toHaveValue('Audit');
  await expectNoAxeViolations(page, '/invoices edit dialog with a line item');
});

test('[BILLING][KEYBOARD] an invoice is viewed, paid and edited with the keyboard; focus returns to the opener', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const company = unique('Keyboard Co');
  const { invoice } = await createClientWithInvoice(
    page.request,
    { companyName: company },
    {
      issueDate: '2025-03-01',
      subtotal: '100',
      taxRate: '0',
      status: 'sent',
    },
  );

  await findInvoices(page, company);
  const viewButton = page.getByRole('button', { name: `View ${invoice.invoiceNumber}` });
  await viewButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('form', { name: 'Record Payment' }).getByLabel('Amount');
  for (
    let step = 0;
    step < 20 && !(await amount.evaluate((element) => element === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(amount).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Payment recorded successfully');
  // 100.00 - 40.00 = 60.00 still due.
  await expect(dialog.getByTestId('balance-due')).toHaveText('$60.00');
  // The toast is the newest layer, so the first Escape dismisses it and the next one the dialog.
  await page.keyboard.press('Escape');
  await expect(toastRegion(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewButton).toBeFocused();

  const editButton = page.getByRole('button', { name: `Edit ${invoice.invoiceNumber}` });
  await editButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Invoice' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editButton).toBeFocused();

  // Create Invoice opens on its first field, ready to type.
  const createButton = page.getByRole('button', { name: 'Create Invoice' });
  await createButton.focus();
  await page.keyboard.press('Enter');
  const createDialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(createDialog.getByLabel('Invoice Number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(createDialog).toBeHidden();
  await expect(createButton).toBeFocused();
});

test('[BILLING][FOCUS] Edit Invoice shows no form until the invoice and the client list have loaded, then focuses its first field', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const company = unique('Slow Load Co');
  const { client, invoice } = await createClientWithInvoice(
    page.request,
    { companyName: company },
    {
      issueDate: '2025-04-01',
      subtotal: '250',
      status: 'sent',
    },
  );
  // Both reads the form needs are held back until the test lets them through.
  const hold = () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { released, release };
  };
  const invoiceRead = hold();
  const clientList = hold();
  await page.route(`**/api/invoices/${invoice.id}`, async (route) => {
    await invoiceRead.released;
    await route.continue();
  });
  await page.route('**/api/clients/options', async (route) => {
    await clientList.released;
    await route.continue();
  });

  await findInvoices(page, company);
  const editButton = page.getByRole('button', { name: `Edit ${invoice.invoiceNumber}` });
  await editButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(dialog.getByRole('status')).toHaveText('Loading invoice...');
  // Nothing to fill in or submit yet, and the focus is on the dialog, not on its Close button.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Update Invoice' })).toHaveCount(0);
  await expect(dialog).toBeFocused();
  // A stray Enter while loading does nothing.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  // The invoice alone is not enough: its Client select needs the client list to show the client.
  const invoiceAnswered = page.waitForResponse((response) =>
    response.url().endsWith(`/api/invoices/${invoice.id}`),
  );
  invoiceRead.release();
  expect((await invoiceAnswered).status()).toBe(200);
  await expect(dialog.getByRole('status')).toHaveText('Loading invoice...');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);

  clientList.release();
  const invoiceNumber = dialog.getByLabel('Invoice Number');
  await expect(invoiceNumber).toBeFocused();
  await expect(invoiceNumber).toHaveValue(invoice.invoiceNumber);
  await expect(dialog.getByLabel('Client')).toHaveValue(client.id);
  await expect(dialog.getByLabel('Client').locator('option:checked')).toHaveText(
    `${company} (${client.clientId})`,
  );
  await expect(dialog.getByLabel('Subtotal')).toHaveValue('250.00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editButton).toBeFocused();
});

test('[BILLING][PORTAL] the portal status filter offers issued statuses only; the staff list keeps Draft', async ({
  page,
}) => {
  // A client never sees a draft (ADR 0014), so its filter does not offer one.
  await signIn(page, DEMO_CLIENT, 'Client Portal');
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoice Management' })).toBeVisible();
  await expect(page.getByLabel('Filter by status').locator('option')).toHaveText([
    'All Status',
    'Sent',
    'Paid',
    'Overdue',
    'Cancelled',
  ]);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAndOpen(page, '/invoices');
  await expect(page.getByLabel('Filter by status').locator('option')).toHaveText([
    'All Status',
    'Draft',
    'Sent',
    'Paid',
    'Overdue',
    'Cancelled',
  ]);
});
