import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  calculateInCalculator,
  createPaidEmployee,
  generateW2s,
  MONTHLY_EMPLOYEE,
  openPayrollCalculator,
  openW2,
  type PaycheckPeriod,
  processInCalculator,
  SERVER_WIDE,
  signInAndCollectErrors,
  uniqueCode,
} from './fixtures';

/*
 * The year boundary in the browser (issue 30): the same employee paid on December 31, 2025 and on
 * January 2, 2026 gets each year's tables and a fresh year to date, and each year's W-2 holds only
 * its own wages. Worked by hand for Yara, Texas (no state income tax), 180,000.00 a year paid
 * monthly (15,000.00 a month), single, no Form W-4 on file (the employee record acts as a
 * 2019-or-earlier W-4 with 0 allowances):
 *
 * Federal income tax, Pub 15-T Worksheet 1A: 1a 15,000.00; 1b 12 periods; 1c 180,000.00; 1k 0
 * allowances x $4,300 = 0; adjusted annual wage 180,000.00. STANDARD single schedule:
 *   2025 (Pub 15-T 2025): row at least 109,750: 17,651.00 + 24% x (180,000 - 109,750 = 70,250)
 *        = 17,651.00 + 16,860.00 = 34,511.00 a year; / 12 = 2,875.9166 -> 2,875.92.
 *   2026 (Pub 15-T 2026): row at least 113,200: 17,966.00 + 24% x (180,000 - 113,200 = 66,800)
 *        = 17,966.00 + 16,032.00 = 33,998.00 a year; / 12 = 2,833.1666 -> 2,833.17.
 * Social security, 6.2%: January to November 2025 pay 11 x 15,000.00 = 165,000.00, so December
 *   fills the 2025 wage base of $176,100: 6.2% x (176,100 - 165,000 = 11,100) = 688.20 (year to
 *   date 10,918.20). In 2026 the year to date starts again: 6.2% x 15,000.00 = 930.00.
 * Medicare, 1.45% x 15,000.00 = 217.50 each; no Additional Medicare (180,000 <= 200,000).
 * W-2 2025: box 1 12 x 15,000 = 180,000.00; box 2 12 x 2,875.92 = 34,511.04; box 3 176,100.00;
 *   box 4 10,918.20; box 6 12 x 217.50 = 2,610.00. W-2 2026: box 1 15,000.00; box 2 2,833.17;
 *   box 4 930.00; box 6 217.50.
 * The Manual Pay Calculator, bi-weekly, 31.25 x 80 h = 2,500.00, single, 2020-or-later W-4: 1c
 *   65,000; 1g 8,600; 1i 56,400. 2026 STANDARD single row at least 19,900: 1,240.00 + 12% x
 *   36,500 = 5,620.00 a year; / 26 = 216.1538 -> 216.15 (2025's table would give 227.46).
 */

function monthOf2025(month: number): PaycheckPeriod {
  const start = `2025-${String(month).padStart(2, '0')}-01`;
  const end = new Date(Date.UTC(2025, month, 0)).toISOString().slice(0, 10);
  return { hoursWorked: 160, payPeriodStart: start, payPeriodEnd: end };
}

/** The value of a line of the Payroll Calculator's result, found by its term. */
function resultValue(calculator: Locator, label: string): Locator {
  return calculator
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

/** Calculates one paycheck in the Payroll Calculator, for a period and pay date: 15,000.00 gross. */
async function calculatePaycheck(
  calculator: Locator,
  { start, end, payDate }: { start: string; end: string; payDate: string },
) {
  await calculateInCalculator(calculator, { payPeriodStart: start, payPeriodEnd: end, payDate });
  await expect(calculator.getByTestId('result-gross-pay')).toHaveText('$15,000.00');
}

async function processCalculated(page: Page, calculator: Locator) {
  await processInCalculator(page, calculator);
  await expect(calculator.getByTestId('result-gross-pay')).toBeHidden();
}

/** The pay stub of `name` for the period starting `periodStart`, as its print frame shows it. */
async function openStub(page: Page, code: string, name: string, period: string) {
  await page.goto('/pay-stubs');
  await page.getByLabel('Search').fill(code);
  const row = page
    .getByRole('table', { name: 'Pay stub history' })
    .getByRole('row', { name: new RegExp(name) })
    .filter({ hasText: period });
  await row.getByRole('button', { name: new RegExp(`^Print pay stub for ${name}`) }).click();
  return page.frameLocator('[data-testid="pay-stub-print-frame"]');
}

test(
  '[YEAR-BOUNDARY] paid on Dec 31, 2025 and Jan 2, 2026: each year’s tables, a fresh year to date, a W-2 per year',
  SERVER_WIDE,
  async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await signInAndCollectErrors(page);
    const code = uniqueCode('YB');
    const name = 'Yara Boundary';
    await createPaidEmployee(
      page.request,
      {
        ...MONTHLY_EMPLOYEE,
        employeeId: code,
        firstName: 'Yara',
        lastName: 'Boundary',
        department: 'Finance',
        annualSalary: '180000',
        state: 'TX',
      },
      Array.from({ length: 11 }, (_, index) => monthOf2025(index + 1)),
    );

    // December 2025, paid December 31: the 2025 tables, the rest of the 2025 wage base.
    const calculator = await openPayrollCalculator(page, code, name);
    await calculator.getByText('Pay period and rules').click();
    await calculatePaycheck(calculator, {
      start: '2025-12-01',
      end: '2025-12-31',
      payDate: '2025-12-31',
    });
    await expect(calculator.getByTestId('result-federal-income-tax')).toHaveText('$2,875.92');
    await expect(resultValue(calculator, 'Social Security')).toHaveText('$688.20');
    await expect(resultValue(calculator, 'Medicare')).toHaveText('$217.50');
    await expect(calculator).toContainText('Year to date before this paycheck: $165,000.00');
    await processCalculated(page, calculator);

    // January 2026, paid January 2: the 2026 tables and a year to date that starts again.
    await calculatePaycheck(calculator, {
      start: '2026-01-01',
      end: '2026-01-31',
      payDate: '2026-01-02',
    });
    await expect(calculator.getByTestId('result-federal-income-tax')).toHaveText('$2,833.17');
    await expect(resultValue(calculator, 'Social Security')).toHaveText('$930.00');
    await expect(calculator).toContainText('Year to date before this paycheck: $0.00');
    await expect(calculator).not.toContainText('2025 rules applied');
    await expect(calculator).not.toContainText('2025 values applied');
    await processCalculated(page, calculator);

    // The stubs: December's year to date fills the wage base, January's starts from its own pay.
    const december = await openStub(page, code, name, 'Dec 01, 2025');
    await expect(december.locator('tr', { hasText: 'Social Security (6.2%)' })).toContainText(
      '$688.20$10,918.20',
    );
    await expect(december.locator('tr', { hasText: 'Gross earnings' })).toContainText(
      '$15,000.00$180,000.00',
    );
    const january = await openStub(page, code, name, 'Jan 01, 2026');
    await expect(january.locator('tr', { hasText: 'Social Security (6.2%)' })).toContainText(
      '$930.00$930.00',
    );
    await expect(january.locator('tr', { hasText: 'Federal income tax' })).toContainText(
      '$2,833.17$2,833.17',
    );
    await expect(january.locator('tr', { hasText: 'Gross earnings' })).toContainText(
      '$15,000.00$15,000.00',
    );

    // Each year's W-2 holds that year's wages only.
    await generateW2s(page, 2025);
    const w2Of2025 = page.getByRole('row', { name: new RegExp(name) });
    await expect(w2Of2025).toContainText(`2025-${code}`);
    for (const amount of ['$180,000.00', '$34,511.04', '$176,100.00', '$10,918.20', '$2,610.00'])
      await expect(w2Of2025).toContainText(amount);
    await generateW2s(page, 2026);
    const w2Of2026 = page.getByRole('row', { name: new RegExp(name) });
    await expect(w2Of2026).toContainText(`2026-${code}`);
    for (const amount of ['$15,000.00', '$2,833.17', '$930.00', '$217.50'])
      await expect(w2Of2026).toContainText(amount);
    await expect(w2Of2026).not.toContainText('$180,000.00');
    // The 2026 form as printed that year: box 14 split into 14a and 14b.
    const form2026 = await openW2(page, name, 2026);
    await expect(form2026.getByText('14a Other')).toBeVisible();
    await expect(form2026.getByText('14b Treasury tipped occupation code')).toBeVisible();
    await page.keyboard.press('Escape');

    // The Manual Pay Calculator with a 2026 pay date: 2026 tables, no 2025 rules applied.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Calculator' })
      .click();
    await expect(page.getByRole('heading', { name: 'Manual Pay Calculator' })).toBeVisible();
    await page.getByLabel('Pay date').fill('2026-01-02');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('Filing status').selectOption('single');
    await page.getByRole('textbox', { name: 'Hourly rate', exact: true }).fill('31.25');
    await expect(page.getByRole('textbox', { name: 'Hours worked', exact: true })).toHaveValue(
      '80',
    );
    await expect(
      page.locator('tr[data-row="federalIncomeTax"] td[data-rule-set="official-2025"]'),
    ).toHaveText('$216.15');
    await expect(page.getByText(/2025 rules applied/)).toHaveCount(0);
    await expect(page.getByText(/Federal income tax withholding: 2025 values applied/)).toHaveCount(
      0,
    );
    await expect(
      page.getByText(/Social security, Medicare and unemployment taxes: 2025 values applied/),
    ).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);
