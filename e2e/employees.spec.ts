import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  createEmployee,
  createPaidEmployee,
  expectToast,
  fillFields,
  findEmployee,
  openAddEmployeeDialog,
  openEditEmployeeDialog,
  openPayrollCalculator,
  saveNewEmployee,
  SERVER_WIDE,
  signInAsAdminBeforeEach,
  uniqueCode,
} from './fixtures';

signInAsAdminBeforeEach();

test(
  '[EMPLOYEES] add an employee: a validation error is shown, then fixed',
  SERVER_WIDE,
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const code = uniqueCode('ADD');
    await page.goto('/employees');
    await expect(page.getByRole('heading', { name: 'Employee Management' })).toBeVisible();
    const counter = page.getByTestId('employee-count');
    await expect(counter).toHaveText(/^\d+ of \d+ employees$/);
    const before = Number((await counter.textContent())!.split(' ')[0]);

    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
    // Spec section 5 defaults.
    await expect(dialog.getByLabel('Pay Frequency')).toHaveValue('bi-weekly');
    await expect(dialog.getByLabel('Filing Status')).toHaveValue('single');
    await expect(dialog.getByLabel('State', { exact: true })).toHaveValue('CA');
    await fillFields(dialog, {
      'First Name': 'Nadia',
      'Last Name': 'Okafor',
      'Employee ID': code,
      Email: 'not-an-email',
      'Annual Salary': '81000',
    });
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByText('Department is required')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();

    await fillFields(dialog, {
      Department: 'Research',
      Email: 'nadia.okafor@example.com',
      Position: 'Analyst',
    });
    await saveNewEmployee(page, dialog);
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /Nadia Okafor/ });
    await expect(row).toContainText(code);
    await expect(row).toContainText('$81,000.00');
    await expect(row).toContainText('Bi-weekly');
    await expect(row).toContainText('Active');
    await expect(counter).toHaveText(`${before + 1} of ${before + 1} employees`);
    expect(errors).toEqual([]);
  },
);

test('[EMPLOYEES] a taken employee ID is shown beside the field', async ({ page }) => {
  const existing = await createEmployee(page.request, { employeeId: uniqueCode('DUP') });
  const dialog = await openAddEmployeeDialog(page);
  await fillFields(dialog, {
    'First Name': 'Second',
    'Last Name': 'Copy',
    'Employee ID': existing.employeeId,
    Department: 'Ops',
    'Annual Salary': '50000',
  });
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expectToast(page, 'Failed to create employee');
  await expect(
    dialog.getByText(`An employee with ID ${existing.employeeId} already exists`),
  ).toBeVisible();
});

test('[EMPLOYEES] search runs on the server over name, ID and department', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const code = uniqueCode('SRCH');
  await createEmployee(page.request, {
    employeeId: code,
    firstName: 'Quentin',
    lastName: 'Zephyrine',
    department: 'Astronomy',
  });
  await page.goto('/employees');
  const search = page.getByRole('searchbox', { name: 'Search employees' });
  await search.fill('zephyr');
  await expect(page.getByTestId('employee-count')).toHaveText(/^1 of \d+ employees$/);
  await expect(page.getByRole('row', { name: /Quentin Zephyrine/ })).toBeVisible();
  await search.fill(code.toLowerCase());
  await expect(page.getByTestId('employee-count')).toHaveText(/^1 of \d+ employees$/);
  await search.fill('ASTRONOMY');
  await expect(page.getByRole('row', { name: /Quentin Zephyrine/ })).toBeVisible();
  await search.fill('no-such-employee-anywhere');
  await expect(page.getByText('No employees found')).toBeVisible();
  await expect(page.getByTestId('employee-count')).toHaveText(/^0 of \d+ employees$/);
  expect(errors).toEqual([]);
});

test('[EMPLOYEES] edit an employee', async ({ page }) => {
  const code = uniqueCode('EDIT');
  await createEmployee(page.request, {
    employeeId: code,
    firstName: 'Edith',
    lastName: 'Editable',
  });
  const dialog = await openEditEmployeeDialog(page, code, 'Edith Editable');
  await dialog.getByLabel('Position').fill('Team Lead');
  await dialog.getByLabel('Active employee').uncheck();
  await dialog.getByRole('button', { name: 'Update Employee' }).click();
  await expectToast(page, 'Employee updated successfully');
  const row = page.getByRole('row', { name: /Edith Editable/ });
  await expect(row).toContainText('Team Lead');
  await expect(row).toContainText('Inactive');
});

test("[EMPLOYEES] a save over someone else's change is refused; Reload shows their change and the save then goes through", async ({
  page,
}) => {
  const code = uniqueCode('STALE');
  const created = await createEmployee(page.request, {
    employeeId: code,
    firstName: 'Stella',
    lastName: 'Stale',
  });
  const dialog = await openEditEmployeeDialog(page, code, 'Stella Stale');
  await expect(dialog.getByLabel('Position')).toHaveValue('');

  // Another admin changes the position while this form is open.
  const loaded = await (await page.request.get(`/api/employees/${created.id}`)).json();
  const other = await page.request.put(`/api/employees/${created.id}`, {
    data: { ...loaded, position: 'Set Elsewhere' },
    headers: { 'if-match': `"${loaded.updatedAt}"` },
  });
  expect(other.status()).toBe(200);

  await dialog.getByLabel('Position').fill('Set Here');
  await dialog.getByRole('button', { name: 'Update Employee' }).click();
  const notice = dialog
    .getByRole('alert')
    .filter({ hasText: 'Someone else changed this employee after you opened it' });
  await expect(notice).toBeVisible();
  await expect(dialog.getByLabel('Position')).toHaveValue('Set Here');
  expect((await (await page.request.get(`/api/employees/${created.id}`)).json()).position).toBe(
    'Set Elsewhere',
  );

  // From the keyboard: the reload puts focus on the first field of the reloaded form.
  await dialog.getByRole('button', { name: 'Reload employee' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Position')).toHaveValue('Set Elsewhere');
  await expect(notice).toBeHidden();
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  await dialog.getByLabel('Position').fill('Agreed Title');
  await dialog.getByRole('button', { name: 'Update Employee' }).click();
  await expectToast(page, 'Employee updated successfully');
  await expect(page.getByRole('row', { name: /Stella Stale/ })).toContainText('Agreed Title');
});

test('[EMPLOYEES] delete asks for confirmation first', async ({ page }) => {
  const code = uniqueCode('DEL');
  await createEmployee(page.request, {
    employeeId: code,
    firstName: 'Dora',
    lastName: 'Deletable',
  });
  await findEmployee(page, code);
  await page.getByRole('button', { name: 'Delete Dora Deletable' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this employee?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Dora Deletable/ })).toBeVisible();
  // Cancelling hands focus back to the button that asked.
  await expect(page.getByRole('button', { name: 'Delete Dora Deletable' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete Dora Deletable' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Employee deleted successfully');
  await expect(page.getByText('No employees found')).toBeVisible();
});

test('[EMPLOYEES] an employee with payroll history is kept: the dialog offers Mark inactive (issue 27, item 5)', async ({
  page,
}) => {
  const code = uniqueCode('HIST');
  await createPaidEmployee(
    page.request,
    { employeeId: code, firstName: 'Hector', lastName: 'Historic' },
    [{ hoursWorked: 80, payPeriodStart: '2025-01-06', payPeriodEnd: '2025-01-19' }],
  );
  await findEmployee(page, code);
  await page.getByRole('button', { name: 'Delete Hector Historic' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark Hector Historic inactive?' });
  await expect(dialog).toContainText('has payroll history');
  // No Delete button that the server would refuse; Mark inactive instead.
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Mark inactive' }).click();
  await expectToast(page, 'Employee updated successfully');
  const row = page.getByRole('row', { name: /Hector Historic/ });
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: 'Delete Hector Historic' })).toHaveCount(0);
});

test('[EMPLOYEES][W-4] recording a W-4 changes the withholding', async ({ page }) => {
  const code = uniqueCode('W4');
  // Single, 1 allowance, bi-weekly $95,000 in Texas, paid in today's period (the e2e servers use
  // today's date, so Pub 15-T (2026)): 1c 3,653.85 x 26 = 95,000.10.
  // 2019-or-earlier W-4: 1k 1 x 4,300 -> 90,700.10; STANDARD single row 57,900 / 5,800 / 22%:
  // 5,800 + 22% x 32,800.10 = 13,016.02 / 26 = 500.6162 -> 500.62.
  // 2020+ single W-4: 1g 8,600 -> 86,400.10; 5,800 + 22% x 28,500.10 = 12,070.02 / 26 = 464.2316 -> 464.23.
  await createEmployee(page.request, {
    employeeId: code,
    firstName: 'Wanda',
    lastName: 'Withholding',
    annualSalary: '95000',
    allowances: 1,
  });
  const calculate = async () => {
    await openPayrollCalculator(page, code, 'Wanda Withholding');
    await page.getByRole('button', { name: 'Calculate Payroll' }).click();
    return page.getByTestId('result-federal-income-tax');
  };
  await expect(await calculate()).toHaveText('$500.62');

  const dialog = await openEditEmployeeDialog(page, code, 'Wanda Withholding');
  await dialog.getByRole('tab', { name: 'W-4' }).click();
  await expect(dialog.getByText('No 2020-or-later W-4 on file.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Step 1(c) Filing status').selectOption('single');
  await dialog.getByLabel('Signed date').fill('2025-01-02');
  await dialog.getByLabel('Effective date').fill('2025-01-02');
  await dialog.getByRole('button', { name: 'Record W-4' }).click();
  await expectToast(page, 'W-4 recorded');
  await expect(dialog.getByRole('table')).toContainText('Active');
  await page.keyboard.press('Escape');

  await expect(await calculate()).toHaveText('$464.23');
  await expect(
    page.getByText('Withholding from a 2020-or-later Form W-4', { exact: false }),
  ).toBeVisible();
});

test('[EMPLOYEES] the directory and dialog work from the keyboard', async ({ page }) => {
  await page.goto('/employees');
  const add = page.getByRole('button', { name: 'Add Employee' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
  await expect(dialog).toBeVisible();
  // A form dialog opens on its first field, ready to type (not on the Close button).
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
  await page.keyboard.type('Keyboard');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Last Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('[EMPLOYEES][LAYOUT] the Add Employee fields keep their inputs level with their row neighbours, hint or error or not', async ({
  page,
}) => {
  /** For each row of the form's field grid: the top of each field's input, keyed by its label. */
  const inputTopsByRow = (dialog: ReturnType<Page['getByRole']>) =>
    dialog.getByRole('form', { name: 'Add employee' }).evaluate((form) => {
      const grid = form.querySelector(':scope > .grid')!;
      const rows = new Map<number, Record<string, number>>();
      for (const field of Array.from(grid.children)) {
        const label = field.querySelector('label')!;
        const control = field.querySelector('input, select, textarea')!;
        const rowTop = Math.round(field.getBoundingClientRect().top);
        rows.set(rowTop, {
          ...rows.get(rowTop),
          [label.textContent!]: Math.round(control.getBoundingClientRect().top),
        });
      }
      return [...rows.values()];
    });
  const expectLevelRows = async (dialog: ReturnType<Page['getByRole']>, context: string) => {
    const rows = await inputTopsByRow(dialog);
    // Two fields side by side on every row but an odd last one at these widths, so the check
    // compares something.
    expect(
      rows.slice(0, -1).every((row) => Object.keys(row).length === 2),
      context,
    ).toBe(true);
    for (const row of rows) {
      const [first] = Object.values(row);
      expect(row, context).toEqual(
        Object.fromEntries(Object.keys(row).map((label) => [label, first])),
      );
    }
  };

  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    const dialog = await openAddEmployeeDialog(page);
    // Position has an 'Optional' hint below it, Department beside it has none.
    await expect(dialog.getByText('Optional', { exact: true })).toHaveCount(2);
    await expectLevelRows(dialog, `hints at ${width} px`);
    // Errors under some fields only (a long one wraps to two lines), none under their neighbours.
    await fillFields(dialog, {
      'First Name': 'Level',
      'Annual Salary': '12.345',
      Email: 'not an email',
    });
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectLevelRows(dialog, `errors at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
