import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  collectConsoleErrors,
  DEMO_ADMIN,
  expectNoAxeViolations,
  signIn,
  SERVER_WIDE,
} from './fixtures';

/* Reports & Analytics in the browser: payroll processed now (so the current month holds it), then both CSV exports. */

async function createEmployee(
  request: APIRequestContext,
  employee: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/api/employees', {
    data: {
      payFrequency: 'monthly',
      filingStatus: 'single',
      allowances: 0,
      stateAllowances: 0,
      hireDate: '2024-06-03',
      state: 'TX',
      ...employee,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

async function readDownload(download: { path(): Promise<string | null> }): Promise<string[]> {
  const text = await readFile((await download.path())!, 'utf8');
  return text.replace(/^\uFEFF/, '').split(/\r?\n/);
}

test(
  '[REPORTS] the period select, cards, tax breakdown and department summary; both CSVs export with their first lines',
  SERVER_WIDE,
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page, DEMO_ADMIN);
    // Hired after March 2025, so the payroll spec's March run for every monthly employee never pays them.
    const employeeId = await createEmployee(page.request, {
      hireDate: '2025-04-01',
      employeeId: 'E2E-RP-01',
      firstName: 'Ray "Rex"',
      lastName: 'Ports, Sr.',
      department: 'Research, West',
      annualSalary: '36000',
    });
    // 36,000 / 12 = 3,000.00 for the month at the default 40 hours; created now, so in the current month.
    const process = await page.request.post('/api/payroll/process', {
      data: {
        employeeId,
        hoursWorked: 40,
        payPeriodStart: '2025-09-01',
        payPeriodEnd: '2025-09-30',
        payDate: '2025-09-30',
      },
    });
    expect(process.status(), await process.text()).toBe(200);

    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports & Analytics' })).toBeVisible();
    const period = page.getByLabel('Report period');
    await expect(period.locator('option')).toHaveText([
      'Current Month',
      'Last Month',
      'Current Quarter',
      'Current Year',
    ]);
    await expect(period).toHaveValue('current-month');
    const summary = page.getByRole('region', { name: 'Summary' });
    for (const card of [
      'Total Gross Pay',
      'Total Net Pay',
      'Total Deductions',
      'Employees Processed',
    ])
      await expect(summary.getByText(card, { exact: true })).toBeVisible();
    for (const item of [
      'Federal Tax',
      'State Tax',
      'Total Tax',
      'Effective Tax Rate',
      'Average Pay per Employee',
    ])
      await expect(page.locator('dt').getByText(item, { exact: true })).toBeVisible();
    const department = page.getByRole('row', { name: /Research, West/ });
    await expect(department).toContainText('$3,000.00');
    await expect(page.getByRole('heading', { name: /Gross and net pay by month/ })).toBeVisible();
    await expectNoAxeViolations(page, '/reports with data and its chart');

    const [payrollDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Payroll Summary' }).click(),
    ]);
    expect(payrollDownload.suggestedFilename()).toBe('payroll-summary-current-month.csv');
    const payrollLines = await readDownload(payrollDownload);
    expect(payrollLines[0]).toBe(
      'EmployeeID,EmployeeName,Department,PayPeriodStart,PayPeriodEnd,HoursWorked,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay',
    );
    expect(payrollLines[1]).toMatch(
      /^E2E-RP-01,"Ray ""Rex"" Ports, Sr\.","Research, West",2025-09-01,2025-09-30,40\.00,3000\.00,/,
    );

    await period.selectOption('current-year');
    await expect(page.getByText(/^Jan 01, \d{4} – Dec 31, \d{4}/)).toBeVisible();
    const [departmentDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Department Summary' }).click(),
    ]);
    expect(departmentDownload.suggestedFilename()).toBe('department-summary-current-year.csv');
    const departmentLines = await readDownload(departmentDownload);
    expect(departmentLines[0]).toBe(
      'Department,Employees,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay',
    );
    expect(departmentLines.find((line) => line.startsWith('"Research, West"'))).toMatch(
      /^"Research, West",1,3000\.00,/,
    );
    expect(errors).toEqual([]);
  },
);
