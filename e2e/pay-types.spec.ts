import { expect, test, type Locator } from '@playwright/test';
import {
  calculateInCalculator,
  collectConsoleErrors,
  createEmployee,
  fillFields,
  openAddEmployeeDialog,
  openPayrollCalculator,
  processInCalculator,
  saveNewEmployee,
  signInAsAdminBeforeEach,
  uniqueCode,
} from './fixtures';

/** Issue 27, item 1 (ADRs 0032, 0033): salaried and hourly employees, FLSA overtime. */
test.describe.configure({ mode: 'parallel' });

/** Calculates the hours worked over one pay period in the open Payroll Calculator. */
async function calculateHours(
  calculator: Locator,
  hoursWorked: string,
  period: { payPeriodStart: string; payPeriodEnd: string },
) {
  await calculator.getByLabel('Hours Worked').fill(hoursWorked);
  await calculator.getByText('Pay period and rules').click();
  await calculateInCalculator(calculator, period);
}

signInAsAdminBeforeEach();

test('[PAY TYPES] add an hourly employee and pay 46 hours in a week as 40 + 6 overtime', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const code = uniqueCode('HOUR');
  const dialog = await openAddEmployeeDialog(page);
  await expect(dialog.getByLabel('Pay Type')).toHaveValue('salaried');
  await fillFields(dialog, {
    'First Name': 'Hana',
    'Last Name': 'Hourwell',
    'Employee ID': code,
    Department: 'Warehouse',
  });
  // Choosing hourly swaps the salary for the rate; the rate is required.
  await dialog.getByLabel('Pay Type').selectOption('hourly');
  await expect(dialog.getByLabel('Annual Salary')).toHaveCount(0);
  await dialog.getByLabel('Hire Date').fill('2025-01-02');
  await dialog.getByLabel('Pay Frequency').selectOption('weekly');
  await dialog.getByLabel('State', { exact: true }).selectOption('TX');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('Hourly rate is required for an hourly employee')).toBeVisible();
  await dialog.getByLabel('Hourly Rate').fill('20');
  await saveNewEmployee(page, dialog);
  const row = page.getByRole('row', { name: /Hana Hourwell/ });
  await expect(row).toContainText('$20.00/hr');
  await expect(row).toContainText('Hourly, non-exempt');

  const calculator = await openPayrollCalculator(page, code, 'Hana Hourwell');
  await expect(calculator.getByTestId('pay-type')).toHaveText('Hourly, non-exempt');
  await expect(calculator.getByTestId('regular-hourly-rate')).toHaveText('$20.00');
  await calculateHours(calculator, '46', {
    payPeriodStart: '2025-02-03',
    payPeriodEnd: '2025-02-09',
  });
  // 40 h x 20.00 = 800.00; 6 h x 30.00 (1.5 x 20.00) = 180.00; gross 980.00.
  await expect(calculator.getByText('Regular (40 h × $20.0000)')).toBeVisible();
  await expect(calculator.getByText('Overtime (6 h × $30.0000)')).toBeVisible();
  await expect(calculator.getByTestId('result-regular-pay')).toHaveText('$800.00');
  await expect(calculator.getByTestId('result-overtime-pay')).toHaveText('$180.00');
  await expect(calculator.getByTestId('result-gross-pay')).toHaveText('$980.00');
  await expect(calculator.getByText(/6 of the 46 hours worked are over 40/)).toBeVisible();
  await processInCalculator(page, calculator);

  await page.goto('/pay-stubs');
  await page.getByRole('searchbox').first().fill(code);
  const stubRow = page.getByRole('row', { name: /Hana Hourwell/ });
  // Regular hours 40, overtime hours 6, gross $980.00.
  await expect(stubRow.getByRole('cell').nth(2)).toHaveText('40');
  await expect(stubRow.getByRole('cell').nth(3)).toHaveText('6');
  await expect(stubRow).toContainText('$980.00');
  expect(errors).toEqual([]);
});

test('[PAY TYPES] a salaried exempt employee is paid the period with no overtime field', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const code = uniqueCode('EXMT');
  await createEmployee(page.request, {
    employeeId: code,
    firstName: 'Esme',
    lastName: 'Exempt',
    annualSalary: '52000',
    overtimeExempt: true,
  });
  const calculator = await openPayrollCalculator(page, code, 'Esme Exempt');
  await expect(calculator.getByTestId('pay-type')).toHaveText('Salaried, exempt');
  await expect(calculator.getByLabel('Overtime Hours')).toHaveCount(0);
  await expect(calculator.getByTestId('overtime-exempt-note')).toBeVisible();
  await calculateHours(calculator, '72', {
    payPeriodStart: '2025-03-03',
    payPeriodEnd: '2025-03-16',
  });
  // Salaried: 52,000 / 26 = 2,000.00 whatever the hours (72 of the default 80).
  await expect(calculator.getByText('Salary (72 h worked)')).toBeVisible();
  await expect(calculator.getByTestId('result-gross-pay')).toHaveText('$2,000.00');

  // The spec's model (spec-simplified-2025) pays the hours: 52,000 x 72 / 2,080 = 1,800.00.
  await calculator.getByLabel('Rule set').selectOption('spec-simplified-2025');
  await calculator.getByRole('button', { name: 'Calculate Payroll' }).click();
  await expect(calculator.getByTestId('result-gross-pay')).toHaveText('$1,800.00');
  expect(errors).toEqual([]);
});
