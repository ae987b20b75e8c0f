import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import mainScreens from './main-screens.json' with { type: 'json' };

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

type LoginTab = 'Client Portal' | 'Admin Panel';

/** Fills and sends the login form already on screen; what should follow is the caller's to check. */
export async function submitSignIn(
  page: Page,
  { username, password }: { username: string; password: string },
  tab: LoginTab = 'Admin Panel',
) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the login screen and waits for the signed-in shell. */
export async function signIn(
  page: Page,
  credentials: { username: string; password: string },
  tab: LoginTab = 'Admin Panel',
) {
  await page.goto('/login');
  await submitSignIn(page, credentials, tab);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Signs each test of the calling spec (or describe block) in as the demo admin before it runs. */
export function signInAsAdminBeforeEach() {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
  });
}

/** Signs in as the demo admin and opens `path`. */
export async function signInAndOpen(page: Page, path: string) {
  await signIn(page, DEMO_ADMIN);
  await page.goto(path);
}

/**
 * Signs in as the demo admin, collecting the page's console errors from the first load on; answers
 * them, for the test to expect none at its end.
 */
export async function signInAndCollectErrors(page: Page): Promise<string[]> {
  const errors = collectConsoleErrors(page);
  await signIn(page, DEMO_ADMIN);
  return errors;
}

/**
 * An invited admin, in a browser page of their own, opens the one-time link, chooses a password and
 * signs in with it; answers that page.
 */
export async function acceptAdminInvitation(
  browser: Browser,
  link: string,
  credentials: { username: string; password: string },
): Promise<Page> {
  const invited = await browser.newPage();
  await invited.goto(link);
  await invited.getByLabel('New password').fill(credentials.password);
  await invited.getByLabel('Confirm password').fill(credentials.password);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByText('Your password is set.')).toBeVisible();
  await signIn(invited, credentials);
  return invited;
}

/**
 * What the 30-minute idle timeout does: the server ends the page's session while the browser keeps
 * its cookie. A separate client sends the same cookie, so the page's own cookie stays as it was.
 */
export async function endSessionOnServer(page: Page, request: APIRequest, baseURL?: string) {
  const [session] = (await page.context().cookies()).filter(
    (cookie) => cookie.name === 'paylab_session',
  );
  const server = await request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `paylab_session=${session!.value}` },
  });
  expect((await server.post('/api/auth/logout')).status()).toBe(200);
  await server.dispose();
}

/** The screens of the main navigation, in its order (the security scan starts from them too). */
export const MAIN_SCREENS: string[] = mainScreens;

/** A unique code per test, so specs never depend on each other's data. */
export function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
}

/** What a test employee is unless the test says otherwise: salaried, paid bi-weekly, in Texas. */
const TEST_EMPLOYEE = {
  firstName: 'Test',
  lastName: 'Person',
  department: 'Testing',
  annualSalary: '52000',
  payFrequency: 'bi-weekly',
  state: 'TX',
  hireDate: '2025-01-02',
};

/** Paid monthly, single, no allowances: the employee whose figures the report and form specs work by hand. */
export const MONTHLY_EMPLOYEE = {
  payFrequency: 'monthly',
  filingStatus: 'single',
  allowances: 0,
  stateAllowances: 0,
  hireDate: '2024-06-03',
};

/**
 * Sends `data` to `path` as the signed-in page's user, expects `status` (the answer's text names a
 * refusal) and answers the JSON body. Test data is made this way, as an administrator would.
 */
async function postExpecting<Answer>(
  request: APIRequestContext,
  path: string,
  data: object,
  status: 200 | 201,
): Promise<Answer> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Answer;
}

/**
 * An active client, as the Client form makes one (the API alone would store pending_approval). Its
 * contact is a stand-in unless the test names one; the email is its own, since a confirmed
 * registration asks to join the one client with its email.
 */
export function createClient(request: APIRequestContext, client: Record<string, unknown>) {
  const contact = {
    contactFirstName: 'Casey',
    contactLastName: 'Contact',
    email: `${uniqueCode('contact').toLowerCase()}@example.com`,
  };
  return postExpecting<{ id: string; clientId: string; updatedAt: string }>(
    request,
    '/api/clients',
    { status: 'active', ...contact, ...client },
    201,
  );
}

export function createInvoice(request: APIRequestContext, invoice: Record<string, unknown>) {
  return postExpecting<{ id: string; invoiceNumber: string }>(
    request,
    '/api/invoices',
    invoice,
    201,
  );
}

/** Creates a client and one invoice for it; answers both. */
export async function createClientWithInvoice(
  request: APIRequestContext,
  client: Record<string, unknown>,
  invoice: Record<string, unknown>,
) {
  const created = await createClient(request, client);
  return {
    client: created,
    invoice: await createInvoice(request, { clientId: created.id, ...invoice }),
  };
}

/** Fields not given are those of TEST_EMPLOYEE. */
export function createEmployee(request: APIRequestContext, fields: Record<string, unknown>) {
  return postExpecting<{ id: string; employeeId: string }>(
    request,
    '/api/employees',
    { ...TEST_EMPLOYEE, ...fields },
    201,
  );
}

/** Employee Management with its Add New Employee dialog open; answers the dialog. */
export async function openAddEmployeeDialog(page: Page) {
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Add Employee' }).click();
  return page.getByRole('dialog', { name: 'Add New Employee' });
}

/** Employee Management, searched down to the employee with this code. */
export async function findEmployee(page: Page, code: string) {
  await page.goto('/employees');
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(code);
}

/** Invoice Management, searched for `text` (an invoice number or a company). */
export async function findInvoices(page: Page, text: string) {
  await page.goto('/invoices');
  await page.getByLabel('Search invoices').fill(text);
}

/** Opens the Edit Employee dialog of the employee `name`, found by its code; answers the dialog. */
export async function openEditEmployeeDialog(page: Page, code: string, name: string) {
  await findEmployee(page, code);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  return page.getByRole('dialog', { name: 'Edit Employee' });
}

/** Saves the Add New Employee dialog and sees the employee created. */
export async function saveNewEmployee(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expectToast(page, 'Employee created successfully');
}

/** Client Management with its Add Client dialog open; answers the dialog. */
export async function openAddClientDialog(page: Page) {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  return page.getByRole('dialog', { name: 'Add Client' });
}

/** Types each value into the field of `scope` with that label, in the order given. */
export async function fillFields(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** The period and hours of one paycheck. */
export interface PaycheckPeriod {
  hoursWorked: number;
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate?: string;
}

/** The Payroll screen with one employee, found by its code, open in the Payroll Calculator. */
export async function openPayrollCalculator(page: Page, code: string, name: string) {
  await page.goto('/payroll');
  await page.getByRole('searchbox', { name: 'Search active employees' }).fill(code);
  await page.getByRole('button', { name }).click();
  return page.getByRole('region', { name: `Payroll Calculator: ${name}` });
}

/**
 * Fills the pay period (and pay date, when given) of the open Payroll Calculator and calculates. The
 * period fields sit under "Pay period and rules", which the caller opens once.
 */
export async function calculateInCalculator(
  calculator: Locator,
  period: Omit<PaycheckPeriod, 'hoursWorked'>,
) {
  await calculator.getByLabel('Pay period start').fill(period.payPeriodStart);
  await calculator.getByLabel('Pay period end').fill(period.payPeriodEnd);
  if (period.payDate) await calculator.getByLabel('Pay date').fill(period.payDate);
  await calculator.getByRole('button', { name: 'Calculate Payroll' }).click();
}

/** Processes the paycheck the Payroll Calculator shows, and sees it confirmed. */
export async function processInCalculator(page: Page, calculator: Locator) {
  await calculator.getByRole('button', { name: 'Process Payroll' }).click();
  await expectToast(page, 'Payroll processed successfully');
}

/** Opens Tax Forms from the navigation, on `year` when given (it opens on the current year). */
export async function openTaxForms(page: Page, year?: number) {
  await page.getByRole('link', { name: 'Tax Forms' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Forms & Reports' })).toBeVisible();
  if (year !== undefined) await page.getByLabel('Tax year').selectOption(String(year));
}

/** On Tax Forms, generates (or generates again) the W-2s of `year` and sees it confirmed. */
export async function generateW2s(page: Page, year: number) {
  await openTaxForms(page, year);
  await page
    .getByRole('button', {
      name: new RegExp(`Generate W-2s for ${year}|Regenerate W-2s for ${year}`),
    })
    .click();
  await expectToast(page, 'W2 forms generated successfully');
}

/** Opens the W-2 of the employee named `name` from the W2 Forms tab; answers its dialog. */
export async function openW2(page: Page, name: string, year: number) {
  await page.getByRole('button', { name: `View W-2 of ${name}` }).click();
  return page.getByRole('dialog', { name: `Form W-2 ${year}: ${name}` });
}

/** The Payroll screen's "Run payroll for all" form filled in for one period, and its preview asked for. */
export async function previewPayRun(
  page: Page,
  run: Omit<PaycheckPeriod, 'hoursWorked'> & { payFrequency: string },
) {
  await page.goto('/payroll');
  await page.getByRole('tab', { name: 'Run payroll for all' }).click();
  const form = page.getByRole('form', { name: 'Pay run' });
  await form.getByLabel('Pay Frequency').selectOption(run.payFrequency);
  await form.getByLabel('Pay period start').fill(run.payPeriodStart);
  await form.getByLabel('Pay period end').fill(run.payPeriodEnd);
  if (run.payDate) await form.getByLabel('Pay date').fill(run.payDate);
  await form.getByRole('button', { name: 'Preview payroll' }).click();
}

/** Processes one paycheck, as the Payroll screen does; answers the stored record. */
export function processPaycheck(
  request: APIRequestContext,
  paycheck: PaycheckPeriod & { employeeId: string },
) {
  return postExpecting<{ id: string; netPay: string }>(
    request,
    '/api/payroll/process',
    paycheck,
    200,
  );
}

/**
 * The first day of this month and the first and last days of last month, in this machine's calendar
 * (the browser's): Reports and the Dashboard place a paycheck by its pay date (ADR 0034), so a test
 * that wants its paycheck in "this month" dates it so.
 */
export function getMonthDates(now = new Date()) {
  const format = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return {
    thisMonthStart: format(new Date(now.getFullYear(), now.getMonth(), 1)),
    /** The 14 days ending on this month's first day: a bi-weekly period paid on the 1st. */
    twoWeeksToThisMonthStart: format(new Date(now.getFullYear(), now.getMonth(), -12)),
    lastMonthStart: format(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
    lastMonthEnd: format(new Date(now.getFullYear(), now.getMonth(), 0)),
  };
}

/** Creates an employee and processes `paychecks` for it in order; answers it and the stored records. */
export async function createPaidEmployee(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  paychecks: PaycheckPeriod[],
) {
  const employee = await createEmployee(request, fields);
  const records = [];
  for (const paycheck of paychecks) {
    records.push(await processPaycheck(request, { employeeId: employee.id, ...paycheck }));
  }
  return { employee, records };
}

/**
 * Signs in as the demo admin and opens the Manual Pay Calculator from the main navigation; answers
 * `cell`, the comparison's amount on line `row` (its data-row key) under one rule set.
 */
export async function openCalculator(page: Page) {
  await signIn(page, DEMO_ADMIN);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Calculator' })
    .click();
  await expect(page.getByRole('heading', { name: 'Manual Pay Calculator' })).toBeVisible();
  return {
    cell: (row: string, ruleSet = 'official-2025') =>
      page.locator(`tr[data-row="${row}"] td[data-rule-set="${ruleSet}"]`),
  };
}

/** Fills and sends the registration form already on screen; what should follow is the caller's to check. */
/** Fills the registration form; on the Client Account tab also the company and its contact. */
export async function submitRegistration(
  page: Page,
  {
    username,
    email,
    password,
    companyName = `${username} Company`,
  }: { username: string; email: string; password: string; companyName?: string },
) {
  await page.getByLabel('Username').waitFor();
  const company = page.getByLabel('Company Name');
  if (await company.isVisible()) {
    await company.fill(companyName);
    await page.getByLabel('Contact First Name').fill('Pat');
    await page.getByLabel('Contact Last Name').fill('Owner');
  }
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Opens the confirmation link mailed to `email` and confirms it, as the mailbox's owner would. With
 * no SMTP server the mail waits in the outbox, read here as the super admin (then signed out).
 */
export async function confirmEmail(page: Page, email: string) {
  const login = await page.request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  const outbox = await page.request.get(`/api/admin/outbox?search=${encodeURIComponent(email)}`);
  const [mail] = (await outbox.json()).items as { body: string }[];
  await page.request.post('/api/auth/logout');
  const path = mail?.body.match(/\/verify-email\/[\w-]+/)?.[0];
  expect(path, `a confirmation link mailed to ${email}`).toBeTruthy();
  await page.goto(path!);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed')).toBeVisible();
}

/** Clicks `trigger` and answers the download it starts (waiting first, so a quick one is not missed). */
export async function clickToDownload(page: Page, trigger: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return download;
}

/** The downloaded file is a PDF: it starts with the %PDF- signature. */
export async function expectPdfFile(download: Download) {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
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

/** The visible toast reads exactly `text`. */
export async function expectToast(page: Page, text: string) {
  await expect(toastRegion(page).getByText(text, { exact: true })).toBeVisible();
}

/** Presses Enter on the focused control and expects its toast, shown and announced exactly once. */
export async function pressEnterForAnnouncedToast(page: Page, text: string) {
  await recordAnnouncements(page);
  await page.keyboard.press('Enter');
  await expectToastAnnounced(page, text);
}

/** The toast is shown, and was announced exactly once since `recordAnnouncements`. */
export async function expectToastAnnounced(page: Page, text: string) {
  await expectToast(page, text);
  const countAnnouncements = () =>
    page.evaluate((wanted) => {
      const { paylabAnnounced } = window as unknown as { paylabAnnounced: Map<Element, string> };
      return [...paylabAnnounced.values()].filter((text) => text.includes(wanted)).length;
    }, text);
  await expect.poll(countAnnouncements).toBe(1);
}
