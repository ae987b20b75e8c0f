import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  calculateInCalculator,
  clickToDownload,
  collectConsoleErrors,
  fillFields,
  openAddEmployeeDialog,
  openEditEmployeeDialog,
  openPayrollCalculator,
  processInCalculator,
  saveNewEmployee,
  signInAsAdminBeforeEach,
  uniqueCode,
} from './fixtures';

signInAsAdminBeforeEach();

test('[EMPLOYEES][STATES] hire in Illinois with an IL-W-4, pay them, and find the IL line on the stub', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const code = uniqueCode('IL');
  const dialog = await openAddEmployeeDialog(page);
  await fillFields(dialog, {
    'First Name': 'Ilse',
    'Last Name': 'Lincoln',
    'Employee ID': code,
    Department: 'Operations',
    'Annual Salary': '52000',
    'Hire Date': '2025-01-02',
  });
  await dialog.getByLabel('State', { exact: true }).selectOption('IL');
  const certificate = dialog.getByRole('group', {
    name: 'Illinois withholding certificate (IL-W-4)',
  });
  await certificate.getByLabel('IL-W-4 on file').check();
  // Exactly the IL-W-4's own lines, at Illinois's defaults to begin with.
  await expect(certificate.getByLabel('Line 1: basic allowances')).toHaveValue('0');
  await expect(certificate.getByLabel('Line 2: additional allowances')).toHaveValue('0');
  await expect(certificate.getByLabel('Line 3: additional amount each pay')).toHaveValue('0.00');
  await certificate.getByLabel('Line 1: basic allowances').fill('2');
  await certificate.getByLabel('Line 3: additional amount each pay').fill('10');
  await saveNewEmployee(page, dialog);

  // The employee's page shows the IL-W-4 in force from the hire date, and its history.
  const edit = await openEditEmployeeDialog(page, code, 'Ilse Lincoln');
  await edit.getByRole('tab', { name: 'State certificate' }).click();
  const inForce = edit.getByRole('region', { name: 'IL-W-4 in force (Illinois)' });
  await expect(inForce).toContainText('Effective Jan 02, 2025');
  await expect(inForce.getByRole('definition').first()).toHaveText('2');
  await expect(edit.getByRole('table', { name: 'State certificate history' })).toContainText(
    'Active',
  );
  await page.keyboard.press('Escape');

  const calculator = await openPayrollCalculator(page, code, 'Ilse Lincoln');
  await calculator.getByText('Pay period and rules').click();
  await calculateInCalculator(calculator, {
    payPeriodStart: '2025-02-03',
    payPeriodEnd: '2025-02-16',
  });
  // Booklet IL-700-T (R-12/24), page 4, worked on the year: 52,000 / 26 = 2,000.00 a period;
  // 52,000 - 2 x 2,850 = 46,300 x 4.95% = 2,291.85 / 26 = 88.148 -> 88.15, plus Line 3's 10.00.
  await expect(calculator.getByTestId('result-gross-pay')).toHaveText('$2,000.00');
  await processInCalculator(page, calculator);

  await page.goto('/pay-stubs');
  await page.getByLabel('Search').fill(code);
  const stubRow = page
    .getByRole('table', { name: 'Pay stub history' })
    .getByRole('row', { name: /Ilse Lincoln/ });
  const stub = await clickToDownload(
    page,
    stubRow.getByRole('button', { name: /^Download pay stub for Ilse Lincoln/ }),
  );
  const html = await readFile((await stub.path())!, 'utf8');
  expect(html).toMatch(/<td>IL income tax<\/td><td class="num">\$98\.15<\/td>/);
  expect(errors).toEqual([]);
});
