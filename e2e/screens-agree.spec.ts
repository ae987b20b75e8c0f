import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  collectConsoleErrors,
  createClient,
  createEmployee,
  createInvoice,
  DEMO_ADMIN,
  DEMO_CLIENT,
  findInvoices,
  getMonthDates,
  processPaycheck,
  SERVER_WIDE,
  signIn,
  signInAndCollectErrors,
  uniqueCode,
} from './fixtures';

/*
 * Screens that agree with each other (issue 27, items 9-11): the invoice cards count payments, the
 * Compliance Center reads the 941 filing records Tax Forms keeps, and the reconciliation says when
 * no W-2s exist yet. Item 2 (Reports by pay date) is proven in reports.spec.ts and payroll.spec.ts.
 */

async function recordPayment(request: APIRequestContext, invoiceId: string, amount: string) {
  const response = await request.post(`/api/invoices/${invoiceId}/payments`, {
    data: { amount, paymentDate: '2025-05-20', paymentMethod: 'ACH' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('[BILLING] the cards count what was received and what is still owed; a part-paid invoice is badged', async ({
  page,
}) => {
  const errors = await signInAndCollectErrors(page);
  const company = `Agree Ledger ${uniqueCode('AL')}`;
  const client = await createClient(page.request, { companyName: company });
  const invoice = (subtotal: string, status: string) =>
    createInvoice(page.request, {
      clientId: client.id,
      issueDate: '2025-05-01',
      dueDate: '2099-05-31',
      subtotal,
      taxRate: '0',
      status,
    });
  // 1,000.00 sent with 400.00 received; 500.00 overdue; 200.00 marked paid; a 700.00 draft.
  const partial = await invoice('1000', 'sent');
  await recordPayment(page.request, partial.id, '400');
  await invoice('500', 'overdue');
  await invoice('200', 'paid');
  await invoice('700', 'draft');

  await findInvoices(page, company);
  await expect(page.getByTestId('invoice-card')).toHaveCount(4);
  const cards = page.getByRole('region', { name: 'Invoice summary' });
  // Total 1,000 + 500 + 200 + 700 = 2,400.00. Paid: 400.00 received + 200.00 marked paid = 600.00
  // (the spec's rule said 200.00). Outstanding on the sent and overdue ones: 600.00 + 500.00 =
  // 1,100.00 (the spec's "total minus paid" said 2,200.00, the draft and the 400.00 included).
  await expect(cards).toContainText('Total Invoiced$2,400.00');
  await expect(cards).toContainText('Paid$600.00');
  await expect(cards).toContainText('Outstanding$1,100.00');
  const partialCard = page.getByTestId('invoice-card').filter({ hasText: partial.invoiceNumber });
  await expect(partialCard.getByText('Partially paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Partially paid', { exact: true })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('[BILLING][PORTAL] a client sees Partially paid on its home and invoice list', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // The invoice is made through the API as the admin, signed out again before any page loads, so no
  // staff screen is left reading as the session ends.
  expect((await page.request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const clients = await page.request.get('/api/clients?search=Brightside');
  const own = ((await clients.json()) as { items: { id: string }[] }).items[0]!;
  const partial = await createInvoice(page.request, {
    clientId: own.id,
    issueDate: '2025-05-01',
    dueDate: '2099-05-31',
    subtotal: '300',
    taxRate: '0',
    status: 'sent',
  });
  await recordPayment(page.request, partial.id, '120');
  await page.request.post('/api/auth/logout');

  await signIn(page, DEMO_CLIENT, 'Client Portal');
  const row = page
    .getByRole('list', { name: 'Latest invoices' })
    .getByRole('listitem')
    .filter({ hasText: partial.invoiceNumber });
  // Newest first: unless another test issued an invoice to this client since, it is on the home.
  if (await row.count()) {
    await expect(row.getByText('Partially paid', { exact: true })).toBeVisible();
    await expect(row).toContainText('balance $180.00');
  }
  await findInvoices(page, partial.invoiceNumber);
  const card = page.getByTestId('invoice-card').filter({ hasText: partial.invoiceNumber });
  await expect(card.getByText('Partially paid', { exact: true })).toBeVisible();
  // 300.00 - 120.00 = 180.00 still owed.
  await expect(card).toContainText('$180.00');
  expect(errors).toEqual([]);
});

test('[TAX-FORMS] before the first W-2 generation the reconciliation says none are generated yet', async ({
  page,
}) => {
  const errors = await signInAndCollectErrors(page);
  const year = new Date().getFullYear();
  const { thisMonthStart } = getMonthDates();
  const employee = await createEmployee(page.request, {
    employeeId: uniqueCode('REC'),
    firstName: 'Reco',
    lastName: 'Nciled',
    hireDate: `${year}-01-01`,
  });
  await processPaycheck(page.request, {
    employeeId: employee.id,
    hoursWorked: 80,
    payPeriodStart: getMonthDates().twoWeeksToThisMonthStart,
    payPeriodEnd: thisMonthStart,
  });
  await page.goto('/tax-forms');
  await page.getByLabel('Tax year').selectOption(String(year));
  await expect(
    page.getByText(`No W-2s generated yet for ${year}. Generate W-2s to check the W-3 totals`),
  ).toBeVisible();
  await expect(page.getByText(/checks do not match/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test(
  '[COMPLIANCE] a 941 is Completed only once marked filed; late, it shows its penalty estimate',
  SERVER_WIDE,
  async ({ page }) => {
    const errors = await signInAndCollectErrors(page);
    // Q2 2026 payroll: one monthly paycheck paid May 1, 2026, under the 2026 values. (Q1 2026 stays
    // unfiled: the year-boundary test pays on January 2, 2026.)
    const employee = await createEmployee(page.request, {
      employeeId: uniqueCode('CMP'),
      firstName: 'Quinn',
      lastName: 'Quarter',
      payFrequency: 'monthly',
      annualSalary: '60000',
      hireDate: '2026-01-01',
    });
    await processPaycheck(page.request, {
      employeeId: employee.id,
      hoursWorked: 160,
      payPeriodStart: '2026-04-01',
      payPeriodEnd: '2026-04-30',
      payDate: '2026-05-01',
    });
    const reports = (await (await page.request.get('/api/quarterly-tax/year/2026')).json()) as {
      id: string;
      quarter: number;
      filedDate: string | null;
      lines: { line14: string };
    }[];
    const q2 = reports.find((report) => report.quarter === 2)!;
    expect(q2.filedDate).toBeNull();
    const balanceCents = Math.round(Number(q2.lines.line14) * 100);
    expect(balanceCents).toBeGreaterThan(0);
    const usd = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    /** percent% of the balance in whole cents, half up, in integers. */
    const percentOfBalance = (percent: number) => Math.floor((balanceCents * percent + 50) / 100);

    // On September 10, 2026 the Q2 941 (due Friday July 31) is one month and part of a second late:
    // 2 x 5% of the line 14 balance due, rounded half up to the cent (IRC 6651(a)(1)).
    await page.clock.setFixedTime(new Date('2026-09-10T12:00:00'));
    await page.goto('/compliance');
    const deadline = page.getByTestId('deadline-2026-941-q2');
    await expect(deadline.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(deadline.getByText('Completed', { exact: true })).toHaveCount(0);
    const late = page.getByTestId('penalty-2026-941-q2');
    await expect(late).toContainText(
      `Late: estimated failure-to-file penalty ${usd(percentOfBalance(10))}`,
    );
    await expect(late).toContainText(`5% of the ${usd(balanceCents)} balance due`);
    await expect(late).toContainText('(2 months so far)');
    await expect(late).toContainText('quarter’s whole tax liability (line 12)');

    // Marked filed on Tax Forms on August 15: completed, one month late, 5%.
    const filed = await page.request.post(`/api/quarterly-tax/${q2.id}/file`, {
      data: { filedDate: '2026-08-15' },
    });
    expect(filed.status(), await filed.text()).toBe(200);
    await page.reload();
    await expect(deadline.getByText('Completed', { exact: true })).toBeVisible();
    await expect(deadline).toContainText('Marked filed on Tax Forms on Aug 15, 2026.');
    await expect(late).toContainText(
      `Filed late: estimated failure-to-file penalty ${usd(percentOfBalance(5))}`,
    );
    expect(errors).toEqual([]);
  },
);
