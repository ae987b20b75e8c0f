import { expect, test, type Page } from '@playwright/test';
import {
  createEmployee,
  createPaidEmployee,
  DEMO_ADMIN,
  MAIN_SCREENS,
  SERVER_WIDE,
  signIn,
  uniqueCode,
  previewPayRun,
} from './fixtures';

// Issue 27, item 14: the layout on a phone and on a laptop. Each test makes its own data.
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 390, height: 844 };

/** How far the page sticks out past the screen's right edge, naming the outermost culprit. */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - screenWidth;
    if (excess === 0) return '0 px too wide';
    const outermost = Array.from(document.querySelectorAll('body *')).find(
      (element) => element.getBoundingClientRect().right > screenWidth + 1,
    );
    return `${excess} px too wide ${outermost?.tagName ?? ''} "${outermost?.textContent?.slice(0, 60) ?? ''}"`;
  });
}

test('[LAYOUT] on a 390 px phone the navigation is a menu sheet that reaches every screen', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Folded away: the sidebar, the educational banner and the rate box wait in the menu.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Educational notice' })).toBeHidden();
  // The rate box shows the current tax year's rates: the e2e servers follow the real date.
  const rates = `${Math.min(new Date().getFullYear(), 2026)} Payroll Rates`;
  await expect(page.getByText(rates)).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const sheet = page.getByRole('dialog', { name: 'PayLab menu' });
  await menuButton.click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('region', { name: 'Educational notice' })).toBeVisible();
  await expect(sheet.getByText(rates)).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The focus stays in the sheet however far one tabs, and Escape hands it back to the button.
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    expect(
      await sheet.evaluate((element) => element.contains(document.activeElement)),
      `focus inside the menu after ${presses + 1} Tabs`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  for (const path of MAIN_SCREENS.filter((screen) => screen !== '/')) {
    await menuButton.click();
    await sheet.locator(`a[href="${path}"]`).click();
    await expect(sheet, `the menu closes on choosing ${path}`).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => measureOverflow(page), `${path} fits the phone`).toBe('0 px too wide');
    await menuButton.click();
    await expect(sheet.locator(`a[href="${path}"]`), `${path} is marked current`).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  }
});

test('[LAYOUT] on a phone each pay stub’s actions sit by its name, no sideways scroll needed', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const lastName = uniqueCode('Stub').replace('-', '');
  await createPaidEmployee(page.request, { employeeId: uniqueCode('PHN'), lastName }, [
    // Q4: the demo year files the 941s of Q1 to Q3, and a filed quarter takes no new paycheck.
    { hoursWorked: 80, payPeriodStart: '2025-12-01', payPeriodEnd: '2025-12-14' },
  ]);
  await page.setViewportSize(PHONE);
  await page.goto('/pay-stubs');
  await page.getByLabel('Search').fill(lastName);
  const table = page.getByRole('table', { name: 'Pay stub history' });
  await expect(table.getByText(`Test ${lastName}`)).toBeVisible();
  const what = `Test ${lastName}, period ending Dec 14, 2025`;
  for (const name of [
    `Download pay stub for ${what}`,
    `Download PDF pay stub for ${what}`,
    `Print pay stub for ${what}`,
    `Void paycheck for ${what}`,
  ]) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, `${name} is on screen without scrolling`).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
  await expect.poll(() => measureOverflow(page)).toBe('0 px too wide');
});

test('[LAYOUT] emails go to a new line only before the @ or a dot, at any width', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const last = uniqueCode('Mail').replace('-', '').toLowerCase();
  await createEmployee(page.request, {
    employeeId: uniqueCode('MAIL'),
    lastName: last,
    email: `bartholomew.longname.${last}@northwindprovisions.example.com`,
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/employees');
    await page.getByPlaceholder(/Search by name/).fill(last);
    await expect(page.getByText(/@northwindprovisions/)).toBeVisible();
    // Each run of text between break points prints on one line: an address broken mid-word has
    // a text run on two.
    const brokenRuns = await page.evaluate(() => {
      const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
      const elements = Array.from(document.querySelectorAll('main *')).filter(
        (element) =>
          isEmail(element.textContent ?? '') &&
          Array.from(element.children).every((child) => child.tagName === 'WBR'),
      );
      return elements.flatMap((element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const lineTops = new Set(
              Array.from(range.getClientRects())
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            return lineTops.size > 1 ? [node.textContent] : [];
          }),
      );
    });
    expect(brokenRuns, `emails at ${width} px`).toEqual([]);
  }
});

test('[LAYOUT] the sidebar’s background runs down the whole of a long page', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/compliance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const painted = await page.getByRole('navigation', { name: 'Main' }).evaluate((navigation) => {
    // The nearest box that paints a background behind the links.
    let element: Element | null = navigation;
    while (element && getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)')
      element = element.parentElement;
    const main = document.querySelector('main')!.getBoundingClientRect();
    const box = element!.getBoundingClientRect();
    return {
      isBody: element === document.body,
      bottom: Math.round(box.bottom),
      mainBottom: Math.round(main.bottom),
    };
  });
  expect(painted.isBody).toBe(false);
  expect(painted.mainBottom).toBeGreaterThan(600);
  expect(painted.bottom).toBeGreaterThanOrEqual(painted.mainBottom);
});

test(
  '[LAYOUT] the pay-run preview fits a 1366 px screen, and says so where it must scroll',
  SERVER_WIDE,
  async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await createEmployee(page.request, {
      employeeId: uniqueCode('WIDE'),
      lastName: 'Widescreen',
      annualSalary: '98500',
      payFrequency: 'semi-monthly',
      state: 'NY',
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await previewPayRun(page, {
      payFrequency: 'semi-monthly',
      payPeriodStart: '2025-12-01',
      payPeriodEnd: '2025-12-15',
    });
    const table = page.getByRole('table', { name: 'Pay run preview' });
    await expect(table.getByText('Test Widescreen')).toBeVisible();
    const hint = page.getByText(/The preview is wider than the screen/);
    const fit = () =>
      table.evaluate((element) => {
        const scroller = element.parentElement!;
        return scroller.scrollWidth - scroller.clientWidth;
      });
    await expect.poll(fit, 'no column past the edge at 1366 px').toBe(0);
    const lastHeader = (await table
      .getByRole('columnheader', { name: 'Employer Taxes' })
      .boundingBox())!;
    expect(lastHeader.x + lastHeader.width).toBeLessThanOrEqual(1366);
    await expect(hint).toBeHidden();

    await page.setViewportSize({ width: 1000, height: 768 });
    await expect.poll(fit).toBeGreaterThan(0);
    await expect(hint).toBeVisible();
  },
);
