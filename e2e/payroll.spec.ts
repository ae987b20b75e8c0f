import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  calculateInCalculator,
  clickToDownload,
  collectConsoleErrors,
  createEmployee,
  createPaidEmployee,
  expectFocusVisible,
  expectNoAxeViolations,
  expectPdfFile,
  expectToast,
  getMonthDates,
  openPayrollCalculator,
  previewPayRun,
  processInCalculator,
  SERVER_WIDE,
  signInAsAdminBeforeEach,
  tabTo,
  uniqueCode,
} from './fixtures';

/** "$1,234.50" → 123450 cents, so figures can be compared exactly. */
function toCents(text: string | null): number {
  const match = /^(-)?\$([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
  if (!match) throw new Error(`not a currency amount: ${text}`);
  const cents = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

signInAsAdminBeforeEach();

test('[PAYROLL] calculate, show the math and process one employee', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const code = uniqueCode('ONE');
  await createEmployee(page.request, { employeeId: code, firstName: 'Olga', lastName: 'Onepay' });
  await page.goto('/payroll');
  await expect(page.getByRole('heading', { name: 'Payroll Processing' })).toBeVisible();
  // The e2e servers follow today's date, so the card names today's tax year (issue 30).
  await expect(page.getByText(`${new Date().getFullYear()} Rates Active`)).toBeVisible();
  await expect(page.getByTestId('active-employee-count')).toHaveText(/^\d+$/);

  await page.getByRole('searchbox', { name: 'Search active employees' }).fill(code);
  await page.getByRole('button', { name: /Olga Onepay/ }).click();
  const calculator = page.getByRole('region', { name: /Payroll Calculator: Olga Onepay/ });
  await expect(calculator.getByTestId('regular-hourly-rate')).toHaveText('$25.0000');
  // Spec section 5: 80 default hours for bi-weekly.
  await expect(calculator.getByLabel('Hours Worked')).toHaveValue('80');
  await calculator.getByText('Pay period and rules').click();
  await calculator.getByLabel('Overtime Hours').fill('4');
  const period = { payPeriodStart: '2025-02-03', payPeriodEnd: '2025-02-16' };
  await calculateInCalculator(calculator, period);

  // 80 h x 25.00 + 4 h x 37.50 = 2,150.00 gross.
  await expect(calculator.getByTestId('result-gross-pay')).toHaveText('$2,150.00');
  await expect(calculator.getByText('Pay period Feb 03, 2025 – Feb 16, 2025')).toBeVisible();
  await calculator.getByRole('button', { name: 'Show the math' }).click();
  await expect(calculator.getByRole('list', { name: 'Calculation steps' })).toContainText(
    'Line 1a: taxable wages this pay period',
  );

  await processInCalculator(page, calculator);
  await expect(calculator.getByTestId('result-gross-pay')).toBeHidden();
  await expect(calculator.getByLabel('Overtime Hours')).toHaveValue('');
  expect(errors).toEqual([]);

  // The same period again is refused before processing (the period fields are still open).
  await calculateInCalculator(calculator, period);
  await expect(
    calculator.getByText('This pay period was already processed for this employee.'),
  ).toBeVisible();
  await expect(calculator.getByRole('button', { name: 'Process Payroll' })).toBeDisabled();
});

test('[PAYROLL] hours outside 0-168 are refused beside the field', async ({ page }) => {
  const code = uniqueCode('HRS');
  await createEmployee(page.request, { employeeId: code, firstName: 'Hank', lastName: 'Hours' });
  await openPayrollCalculator(page, code, 'Hank Hours');
  await page.getByLabel('Hours Worked').fill('170');
  await page.getByRole('button', { name: 'Calculate Payroll' }).click();
  await expect(page.getByText('Hours worked must be at most 168')).toBeVisible();
  await page.getByLabel('Hours Worked').fill('7.3');
  await page.getByRole('button', { name: 'Calculate Payroll' }).click();
  await expect(page.getByText('Hours worked must be in steps of 0.25')).toBeVisible();
});

test(
  '[PAYROLL][RUN] run payroll for all, then find, download and print the stubs',
  SERVER_WIDE,
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const alpha = await createEmployee(page.request, {
      employeeId: uniqueCode('RUNA'),
      firstName: 'Rita',
      lastName: 'Runner',
      annualSalary: '60000',
      payFrequency: 'monthly',
    });
    await createEmployee(page.request, {
      employeeId: uniqueCode('RUNB'),
      firstName: 'Ravi',
      lastName: 'Runner',
      payType: 'hourly',
      hourlyRate: '75',
      annualSalary: null,
      payFrequency: 'monthly',
    });

    await previewPayRun(page, {
      payFrequency: 'monthly',
      payPeriodStart: '2025-03-01',
      payPeriodEnd: '2025-03-31',
    });
    await expect(page.getByTestId('pay-run-summary')).toContainText('Mar 01, 2025 – Mar 31, 2025');
    const table = page.getByRole('table', { name: 'Pay run preview' });
    const ritaRow = table.getByRole('row', { name: /Rita Runner/ });
    const raviRow = table.getByRole('row', { name: /Ravi Runner/ });
    // Salaried 60,000 / 12 = 5,000.00; hourly 40 default hours x 75.00 = 3,000.00.
    await expect(ritaRow).toContainText('$5,000.00');
    await expect(raviRow).toContainText('$3,000.00');
    const totalBefore = toCents(await page.getByTestId('pay-run-total-gross').textContent());

    // Ravi, hourly, worked 20 of 40 hours: 20 x 75.00 = 1,500.00, so the total drops by 1,500.00.
    await raviRow.getByLabel('Hours for Ravi Runner', { exact: true }).fill('20');
    await expect(raviRow).toContainText('$1,500.00');
    await expect(page.getByTestId('pay-run-total-gross')).toHaveText(/\$/);
    await expect
      .poll(async () => toCents(await page.getByTestId('pay-run-total-gross').textContent()))
      .toBe(totalBefore - 150_000);

    await page.getByRole('button', { name: /^Process payroll for \d+ employees?$/ }).click();
    // Issue 27, item 5: the run's figures are confirmed before anything is written.
    const confirm = page.getByRole('alertdialog', { name: 'Process this pay run?' });
    await expect(confirm).toContainText('Employer cost');
    await confirm.getByRole('button', { name: 'Process payroll' }).click();
    await expectToast(page, 'Payroll processed successfully');
    await expect(page.getByRole('region', { name: 'Recent pay runs' })).toContainText(
      'Mar 01, 2025 – Mar 31, 2025',
    );

    await page.goto('/pay-stubs');
    await page.getByLabel('Search').fill(alpha.employeeId);
    const stubs = page.getByRole('table', { name: 'Pay stub history' });
    const stubRow = stubs.getByRole('row', { name: /Rita Runner/ });
    await expect(stubRow).toContainText('Mar 01, 2025 – Mar 31, 2025');
    await expect(stubRow).toContainText('$5,000.00');
    await expect(page.getByTestId('stub-count')).toHaveText('1');

    const html = await clickToDownload(
      page,
      stubRow.getByRole('button', { name: /^Download pay stub for Rita Runner/ }),
    );
    expect(html.suggestedFilename()).toBe(`paystub-${alpha.employeeId}-2025-03-31.html`);
    await expectToast(page, 'Pay stub downloaded successfully');
    const htmlText = await readFile((await html.path())!, 'utf8');
    expect(htmlText).toContain('Rita Runner');
    expect(htmlText).toContain('Acme Learning Co.');

    const pdf = await clickToDownload(
      page,
      stubRow.getByRole('button', { name: /^Download PDF pay stub for Rita Runner/ }),
    );
    expect(pdf.suggestedFilename()).toBe(`paystub-${alpha.employeeId}-2025-03-31.pdf`);
    await expectPdfFile(pdf);

    await stubRow.getByRole('button', { name: /^Print pay stub for Rita Runner/ }).click();
    const frame = page.frameLocator('[data-testid="pay-stub-print-frame"]');
    // The hidden print frame holds the same stub as the download.
    await expect(frame.locator('body')).toContainText('Pay Stub');
    await expect(frame.locator('body')).toContainText('Rita Runner');
    expect(errors).toEqual([]);
  },
);

test('[DASHBOARD] the figures change when payroll is processed', SERVER_WIDE, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Payroll Dashboard' })).toBeVisible();
  // The brackets card opens on the current tax year (the real date here) and offers 2025 and 2026.
  const expectBrackets = async (year: string, brackets: string[]) => {
    await page.getByLabel('Tax year').selectOption(year);
    await expect(page.getByText(`${year} Federal Tax Brackets (Single Filers)`)).toBeVisible();
    await expect(
      page.getByRole('list', { name: `${year} single filer brackets` }).getByRole('listitem'),
    ).toHaveText(brackets);
  };
  // Rev. Proc. 2025-32, section 4.01.
  await expectBrackets('2026', [
    '10.00%$0 – $12,400',
    '12.00%$12,400 – $50,400',
    '22.00%$50,400 – $105,700',
    '24.00%$105,700 – $201,775',
  ]);
  // Rev. Proc. 2024-40, section 3, as the spec lists them.
  await expectBrackets('2025', [
    '10.00%$0 – $11,925',
    '12.00%$11,925 – $48,475',
    '22.00%$48,475 – $103,350',
    '24.00%$103,350 – $197,300',
  ]);
  await expect(page.getByRole('link', { name: /Form 941 guidelines/ }).last()).toHaveAttribute(
    'href',
    'https://www.irs.gov/instructions/i941',
  );
  const read = async (id: string) => toCents(await page.getByTestId(id).textContent());
  const employeesBefore = Number(await page.getByTestId('metric-total-employees').textContent());
  const grossBefore = await read('metric-monthly-gross');
  const netBefore = await read('metric-net-pay');

  const { records } = await createPaidEmployee(
    page.request,
    { employeeId: uniqueCode('DASH'), annualSalary: '52000' },
    // Two weeks ending on the 1st of this month, paid that day: this month's by pay date (ADR 0034).
    [
      {
        hoursWorked: 80,
        payPeriodStart: getMonthDates().twoWeeksToThisMonthStart,
        payPeriodEnd: getMonthDates().thisMonthStart,
      },
    ],
  );
  await page.reload();
  await expect(page.getByTestId('metric-total-employees')).toHaveText(String(employeesBefore + 1));
  // 52,000 / 26 = 2,000.00 more gross this month.
  expect(await read('metric-monthly-gross')).toBe(grossBefore + 200_000);
  expect(await read('metric-net-pay')).toBe(netBefore + toCents(`$${records[0]!.netPay}`));

  await page.getByRole('link', { name: 'Run Payroll' }).click();
  await expect(page).toHaveURL(/\/payroll$/);
  expect(errors).toEqual([]);
});

test('[PAYROLL] the employee grid, calculator and stub actions work from the keyboard', async ({
  page,
}) => {
  const code = uniqueCode('KEY');
  await createEmployee(page.request, { employeeId: code, firstName: 'Kira', lastName: 'Keys' });
  await page.goto('/payroll');
  const search = page.getByRole('searchbox', { name: 'Search active employees' });
  await search.fill(code);
  await expect(page.getByRole('button', { name: /Kira Keys/ })).toBeVisible();
  await search.focus();
  await tabTo(page, page.getByRole('button', { name: /Kira Keys/ }), { maxPresses: 3 });
  await page.keyboard.press('Enter');
  const card = page.getByRole('button', { name: /Kira Keys/ });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByLabel('Hours Worked'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result-gross-pay')).toHaveText('$2,000.00');
  // Pressed again from the button itself: while it works it reads 'Calculating...' and keeps the focus.
  const calculate = page.getByRole('button', { name: 'Calculate Payroll' });
  await tabTo(page, calculate);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result-gross-pay')).toHaveText('$2,000.00');
  await expect(calculate).toBeFocused();
  const process = page.getByRole('button', { name: 'Process Payroll' });
  // Today's pay date falls in a modelled year (2026), so nothing waits for an explicit yes.
  await tabTo(page, process);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Payroll processed successfully');
  // The result and its button are gone; focus goes back to the card that opened the calculator, not
  // to the page start, and one Tab reaches the next control after it.
  await expect(process).toHaveCount(0);
  await expect(card).toBeFocused();
  await expectFocusVisible(card);

  await page.goto('/pay-stubs');
  await page.getByLabel('Search').fill(code);
  const download = page.getByRole('button', { name: /^Download pay stub for Kira Keys/ });
  await download.focus();
  const file = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await file).suggestedFilename()).toMatch(
    new RegExp(`^paystub-${code}-\\d{4}-\\d{2}-\\d{2}\\.html$`),
  );
});

test('[PAYROLL][VOID] the latest paycheck is voided from the keyboard, with a reason, and leaves the stubs', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const code = uniqueCode('VOID');
  const { employee } = await createPaidEmployee(
    page.request,
    { employeeId: code, firstName: 'Vic', lastName: 'Voided' },
    [
      {
        hoursWorked: 80,
        payPeriodStart: '2025-03-03',
        payPeriodEnd: '2025-03-16',
        payDate: '2025-03-21',
      },
    ],
  );

  await page.goto('/pay-stubs');
  const search = page.getByLabel('Search');
  await search.fill(code);
  const voidButton = page.getByRole('button', { name: /^Void paycheck for Vic Voided/ });
  await search.focus();
  await tabTo(page, voidButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Void paycheck' });
  // 52,000 / 26 = 2,000.00 gross; the description names whose check and when.
  await expect(dialog).toContainText('Vic Voided, paid Mar 21, 2025');
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page, 'the void dialog', '[role="dialog"]');

  const submit = dialog.getByRole('button', { name: 'Void paycheck' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Reason is required')).toBeVisible();

  await reason.focus();
  await page.keyboard.type('Hours entered twice');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Paycheck voided');
  await expect(dialog).toHaveCount(0);

  // The row is gone from the stubs and listed below with its reason; focus moved there with it.
  await expect(page.getByText('No pay stubs match these filters.')).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Voided Paychecks' });
  await expect(heading).toBeFocused();
  const voided = page.getByRole('table', { name: 'Voided Paychecks' });
  await expect(voided.getByRole('row').filter({ hasText: code })).toContainText(
    'Hours entered twice',
  );
  await expect(voided.getByRole('row').filter({ hasText: code })).toContainText('$2,000.00');
  await expectNoAxeViolations(page, 'pay stubs with the voided list');
  const left = await page.request.get(`/api/payroll?employeeId=${employee.id}`);
  expect((await left.json()).total).toBe(0);
  expect(errors).toEqual([]);
});
