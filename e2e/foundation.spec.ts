import { expect, test } from '@playwright/test';
import {
  checkWithDialogOpen,
  collectConsoleErrors,
  confirmEmail,
  createClientWithInvoice,
  DEMO_ADMIN,
  DEMO_CLIENT,
  endSessionOnServer,
  expectNoAxeViolations,
  expectToast,
  MAIN_SCREENS,
  SERVER_WIDE,
  signIn,
  signInAndCollectErrors,
  signInAndOpen,
  submitRegistration,
  submitSignIn,
  toastRegion,
} from './fixtures';

// Each test stands alone (its own data, or none), so the tests of this file run in parallel.
test.describe.configure({ mode: 'parallel' });

test('[AUTH] the demo admin signs in and sees the shell with the navigation in order', async ({
  page,
}) => {
  const errors = await signInAndCollectErrors(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Educational Demo', { exact: true })).toBeVisible();
  // The e2e servers pay by today's date, so the header reads today's year (issue 30, item 2).
  await expect(
    page.getByText(`${new Date().getFullYear()} Tax Year | Updated with latest IRS rates`),
  ).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveText([
    'Dashboard',
    'Employees',
    'Payroll',
    'Calculator',
    'Pay Stubs',
    'Tax Forms',
    'Clients',
    'Invoices',
    'Admin',
    'Reports',
    'Compliance',
    'Settings',
  ]);
  await page.getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByRole('link', { name: 'Employees' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Employee Management' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('[AUTH] a wrong password shows Login Failed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed');
  await expect(page).toHaveURL(/\/login$/);
});

test('[AUTH] empty fields show the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please enter both username and password.');
});

test('[AUTH] a registered client confirms its email, is told to await approval, and cannot sign in yet', async ({
  page,
}) => {
  await page.goto('/register');
  await submitRegistration(page, {
    username: 'e2e-newco',
    email: 'owner@e2e-newco.example.com',
    password: 'kiwi-harbor-7',
    companyName: 'E2E NewCo Provisions',
  });
  await expectToast(page, 'Check your email to confirm your address.');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('owner@e2e-newco.example.com')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Username').fill('e2e-newco');
  await page.getByLabel('Password').fill('kiwi-harbor-7');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastRegion(page).getByText(/confirm your email address first/)).toBeVisible();

  await confirmEmail(page, 'owner@e2e-newco.example.com');
  await expect(page.getByText(/We registered E2E NewCo Provisions for review/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Username').fill('e2e-newco');
  await page.getByLabel('Password').fill('kiwi-harbor-7');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastRegion(page).getByText(/awaiting administrator approval/)).toBeVisible();
});

test('[AUTH] registration offers no Admin Account tab that could only fail (issue 27, item 13)', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByLabel('Company Name')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByLabel('Admin Role')).toHaveCount(0);
  await expect(
    page.getByText('Staff accounts are created by a super admin in the Admin Panel.'),
  ).toBeVisible();
});

test('[SHELL] an unknown path shows the not-found texts', async ({ page }) => {
  await signInAndOpen(page, '/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('[SHELL] the sticky navigation starts below the sticky header at every width, even scrolled', async ({
  page,
}) => {
  await signInAndOpen(page, '/calculator');
  const header = page.locator('header');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  // 800 px wraps the header to three rows (about 178 px), 1024 px to two, 1280 px keeps one.
  for (const width of [800, 1024, 1280]) {
    await page.setViewportSize({ width, height: 480 });
    const scrollToEnd = () =>
      page.evaluate(
        () => (window.scrollTo(0, document.documentElement.scrollHeight), window.scrollY),
      );
    await expect.poll(scrollToEnd, `page scrolls at ${width} px`).toBeGreaterThan(100);
    const headerBox = (await header.boundingBox())!;
    const headerBottom = headerBox.y + headerBox.height;
    await expect
      .poll(
        async () => Math.round((await navigation.boundingBox())!.y),
        `navigation top at ${width} px`,
      )
      .toBe(Math.round(headerBottom));
    // The first link is the element on top at its own centre: nothing covers it.
    const dashboard = navigation.getByRole('link', { name: 'Dashboard' });
    const box = (await dashboard.boundingBox())!;
    const isOnTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent === 'Dashboard',
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(isOnTop, `Dashboard link uncovered at ${width} px`).toBe(true);
  }
});

test('[SHELL] on a 390 px phone no screen or dialog scrolls sideways; wide tables scroll inside their card', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of MAIN_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Polled, so a toast sliding in is not mistaken for a layout that sticks out; the message names
    // the outermost element that does, so a failure says where to look.
    const measureOverflow = () =>
      page.evaluate(() => {
        const screenWidth = document.documentElement.clientWidth;
        const excess = document.documentElement.scrollWidth - screenWidth;
        if (excess === 0) return '0 px too wide';
        const outermost = Array.from(document.querySelectorAll('body *')).find(
          (element) => element.getBoundingClientRect().right > screenWidth + 1,
        );
        const description = outermost
          ? ` ${outermost.tagName} ${outermost.className} "${outermost.textContent?.slice(0, 60)}"`
          : '';
        return `${excess} px too wide${description}`;
      });
    await expect.poll(measureOverflow, `${path} is no wider than the screen`).toBe('0 px too wide');
    // A table box that scrolls is a region; a region without a name is noise to a screen reader.
    await expect(
      page.locator('[role="region"]:not([aria-label]):not([aria-labelledby])'),
      `${path} names its regions`,
    ).toHaveCount(0);
    // Long names and e-mail addresses wrap: text cut short with an ellipsis cannot be read on a phone.
    const clipped = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter(
          (element) =>
            getComputedStyle(element).textOverflow === 'ellipsis' &&
            element.scrollWidth > element.clientWidth,
        )
        .map((element) => element.textContent?.slice(0, 60)),
    );
    expect(clipped, `${path} cuts no text short`).toEqual([]);
    await checkWithDialogOpen(page, path, async (dialog) => {
      const describeDialogFit = () =>
        dialog.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const screenWidth = document.documentElement.clientWidth;
          const problems: string[] = [];
          if (box.left < 0) problems.push(`starts ${Math.round(-box.left)} px left of the screen`);
          if (box.right > screenWidth + 1)
            problems.push(`ends ${Math.round(box.right - screenWidth)} px past the screen`);
          if (element.scrollWidth > element.clientWidth)
            problems.push(
              `its content is ${element.scrollWidth - element.clientWidth} px wider than it`,
            );
          return problems.join('; ') || 'fits';
        });
      await expect.poll(describeDialogFit, `${path}: its dialog fits the screen`).toBe('fits');
      await expect
        .poll(measureOverflow, `${path} with its dialog open is no wider than the screen`)
        .toBe('0 px too wide');
    });
  }
});

test('[SHELL] a toast appears and leaves by itself after 5 seconds', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = toastRegion(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveCount(0, { timeout: 9_000 });
});

test('[PORTAL] the demo client sees its home and cannot open an admin screen', async ({ page }) => {
  await signIn(page, DEMO_CLIENT, 'Client Portal');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Brightside Bakery LLC' })).toBeVisible();
  await expect(page.getByText(/appear here/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Invoices',
  ]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/$/);
});

test('[SHELL] signed-out visitors are sent to /login', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('[AUTH] a session ended on the server sends the user to sign in, and signing in returns there', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAndOpen(page, '/invoices');
  await expect(page.getByRole('heading', { name: 'Invoice Management' })).toBeVisible();
  await endSessionOnServer(page, playwright.request, baseURL);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please sign in again.');
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/login after the session ended');

  await submitSignIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();
});

test('[AUTH] a save refused because the session ended only sends the user to sign in: no error toast', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Every toast that appears, however briefly (the page is not reloaded: the app navigates itself).
  const watchToasts = () =>
    page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of Array.from(document.querySelectorAll('[data-testid="toast"]'))) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  const toastsSeen = () =>
    page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
  const expectSessionEndedOnly = async () => {
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has ended. Please sign in again.',
    );
    // Longer than the 401 takes to reach any onError; a toast would stay 5 seconds.
    await page.waitForTimeout(500);
    await expect(toastRegion(page)).toHaveCount(0);
    expect(await toastsSeen()).toEqual([]);
  };
  const signInAgain = async () => {
    await submitSignIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/invoices$/);
    // The sign-in's own toast is closed and forgotten, so only what follows is watched.
    await toastRegion(page).getByRole('button', { name: 'Close' }).click();
    await expect(toastRegion(page)).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen.splice(0));
  };

  await signIn(page, DEMO_ADMIN);
  const company = `Session Ends Co ${Date.now().toString(36)}`;
  const { invoice } = await createClientWithInvoice(
    page.request,
    { companyName: company },
    {
      issueDate: '2025-05-01',
      subtotal: '80',
      taxRate: '0',
      status: 'sent',
    },
  );
  // Waits for the (debounced) search's answer, so no list read is still to come when the session ends.
  const searchInvoices = async () => {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/invoices?') && response.url().includes('search='),
    );
    await page.getByLabel('Search invoices').fill(company);
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId('invoice-count')).toHaveText('1 invoice');
  };
  await page.goto('/invoices');
  await watchToasts();

  // A save whose caller awaits the answer (mutateAsync): Record Payment.
  await searchInvoices();
  await page.getByRole('button', { name: `View ${invoice.invoiceNumber}` }).click();
  const payment = page
    .getByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` })
    .getByRole('form', { name: 'Record Payment' });
  await payment.getByLabel('Amount').fill('20');
  await endSessionOnServer(page, playwright.request, baseURL);
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expectSessionEndedOnly();

  // A save with mutate callbacks: Delete.
  await signInAgain();
  await searchInvoices();
  await endSessionOnServer(page, playwright.request, baseURL);
  await page.getByRole('button', { name: `Delete ${invoice.invoiceNumber}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectSessionEndedOnly();

  // Signed in again, an ordinary refusal still has its toast.
  await signInAgain();
  await searchInvoices();
  await page.getByRole('button', { name: `View ${invoice.invoiceNumber}` }).click();
  await payment.getByLabel('Amount').fill('1000');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(page, 'Failed to record payment');
});

test(
  '[SETTINGS] an admin edits the company settings; a bad EIN is named',
  SERVER_WIDE,
  async ({ page }) => {
    await signInAndOpen(page, '/settings');
    // FUTA is set by law (6.0% less the 5.4% credit), so it is shown, not offered for editing.
    const futa = page.getByLabel('Federal unemployment rate');
    await expect(futa).toHaveValue('0.0060');
    await expect(futa).not.toBeEditable();
    await expect(
      page.getByText(
        'Set by law: 6.0% less the 5.4% state credit (IRC 3301, 3302); Form 940 adds any credit reduction',
      ),
    ).toBeVisible();
    await page.getByLabel('EIN').fill('123');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('EIN must look like 12-3456789')).toBeVisible();
    await page.getByLabel('EIN').fill('98-7654321');
    await page.getByLabel('Company name').fill('Acme Learning Co. West');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Settings saved');
    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Acme Learning Co. West');
  },
);
