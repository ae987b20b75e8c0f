import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  createPaidEmployee,
  generateW2s,
  MONTHLY_EMPLOYEE,
  openW2,
  SERVER_WIDE,
  signInAndCollectErrors,
  uniqueCode,
} from './fixtures';

/*
 * Issue 29, item 5 in the browser: a 401(k) with a match and a medical plan, elected by a new
 * employee, on the pay stub and on the W-2. Plans and elections are made through the API as an
 * administrator would; the stub and the form are read on screen. Regenerating 2025's W-2s rewrites
 * every employee's, so the test runs server-wide.
 *
 * Salary 60,000 monthly: 5,000.00 a paycheck, January and February 2025, in Pennsylvania.
 * 401(k) 6% = 300.00; match 100% of the first 3% (150.00) plus 50% of the next 2% (100.00 x 50% =
 * 50.00) = 200.00. Medical 100.00 employee, 400.00 employer.
 * Bases a paycheck: income tax 5,000 - 300 - 100 = 4,600.00; social security and Medicare
 * 5,000 - 100 = 4,900.00 (a 401(k) deferral stays in FICA wages); PA taxes elective deferrals, so
 * its wages are 4,900.00 too.
 * W-2 over two paychecks: box 1 9,200.00; boxes 3 and 5 9,800.00; box 12 D 600.00 (the match is
 * reported nowhere), DD 2 x (100.00 + 400.00) = 1,000.00; box 13 retirement plan checked; box 16
 * 9,800.00.
 */

async function post(request: APIRequestContext, path: string, data: object): Promise<string> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The ruled box whose caption is `label`, on the W-2 dialog. */
function formBox(dialog: Locator, label: string): Locator {
  return dialog.getByText(label, { exact: true }).locator('..');
}

test(
  '[BENEFITS][W-2] a 401(k) with match and a medical plan reach the stub and the W-2',
  SERVER_WIDE,
  async ({ page }) => {
    const errors = await signInAndCollectErrors(page);
    const tag = uniqueCode('BEN');
    const retirement = await post(page.request, '/api/benefit-plans', {
      name: `401(k) ${tag}`,
      type: 'traditional-401k',
      employerMatch: [
        { payRate: '0.03', matchRate: '1' },
        { payRate: '0.02', matchRate: '0.5' },
      ],
    });
    const medical = await post(page.request, '/api/benefit-plans', {
      name: `Medical ${tag}`,
      type: 'section-125-medical',
      employerAmountPerPeriod: '400.00',
    });
    const code = uniqueCode('E2E-BW');
    const { employee, records } = await createPaidEmployee(
      page.request,
      {
        ...MONTHLY_EMPLOYEE,
        employeeId: code,
        firstName: 'Bea',
        lastName: 'Benefits',
        department: 'Finance',
        annualSalary: '60000',
        state: 'PA',
      },
      [],
    );
    expect(records).toEqual([]);
    const electionsPath = `/api/employees/${employee.id}/benefit-elections`;
    await post(page.request, electionsPath, {
      planId: retirement,
      effectiveDate: '2025-01-01',
      percentOfPay: '0.06',
    });
    await post(page.request, electionsPath, {
      planId: medical,
      effectiveDate: '2025-01-01',
      amountPerPeriod: '100.00',
    });
    for (const [start, end] of [
      ['2025-01-01', '2025-01-31'],
      ['2025-02-01', '2025-02-28'],
    ]) {
      const response = await page.request.post('/api/payroll/process', {
        data: {
          employeeId: employee.id,
          hoursWorked: 40,
          payPeriodStart: start,
          payPeriodEnd: end,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
    }

    await page.goto('/pay-stubs');
    await page.getByLabel('Search').fill(code);
    const stubRow = page
      .getByRole('table', { name: 'Pay stub history' })
      .getByRole('row', { name: /Bea Benefits/ })
      .filter({ hasText: 'Feb 01, 2025' });
    await expect(stubRow).toContainText('$5,000.00');
    await stubRow.getByRole('button', { name: /^Print pay stub for Bea Benefits/ }).click();
    const stub = page.frameLocator('[data-testid="pay-stub-print-frame"]').locator('body');
    // February's stub: the deferral 300.00 (600.00 to date), the premium 100.00 (200.00 to
    // date), the match 200.00 (400.00) and the employer's premium 400.00 (800.00).
    const deferral = stub.getByRole('row', { name: new RegExp(`401\\(k\\) ${tag}`) }).first();
    await expect(stub).toContainText('Pre-tax deductions');
    await expect(deferral).toContainText('300.00');
    await expect(deferral).toContainText('600.00');
    await expect(
      stub.getByRole('row', { name: new RegExp(`Medical ${tag}`) }).first(),
    ).toContainText('200.00');
    await expect(stub).toContainText('Employer contributions (not deducted from pay)');
    await expect(stub).toContainText('800.00');

    // Tax Forms opens on the current tax year; these paychecks are 2025's.
    await generateW2s(page, 2025);
    const dialog = await openW2(page, 'Bea Benefits', 2025);
    await expect(formBox(dialog, '1 Wages, tips, other compensation')).toContainText('$9,200.00');
    await expect(formBox(dialog, '3 Social security wages')).toContainText('$9,800.00');
    await expect(formBox(dialog, '5 Medicare wages and tips')).toContainText('$9,800.00');
    await expect(formBox(dialog, '12a')).toHaveText(/D\s*\$600\.00/);
    await expect(formBox(dialog, '12b')).toHaveText(/DD\s*\$1,000\.00/);
    await expect(formBox(dialog, '13')).toContainText('Retirement plan(checked)');
    await expect(dialog.getByRole('row', { name: /^PA/ })).toContainText('$9,800.00');
    expect(errors).toEqual([]);
  },
);
