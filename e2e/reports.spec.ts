import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  clickToDownload,
  createPaidEmployee,
  expectNoAxeViolations,
  getMonthDates,
  MONTHLY_EMPLOYEE,
  SERVER_WIDE,
  signInAndCollectErrors,
} from './fixtures';

/* Reports & Analytics in the browser: last month's pay paid on the 1st of this month (so the current month holds it, by pay date), then both CSV exports. */

/** Clicks one of the two export buttons; answers the file's name and its lines, without the BOM. */
async function exportCsv(page: Page, buttonName: string) {
  const download = await clickToDownload(page, page.getByRole('button', { name: buttonName }));
  const text = await readFile((await download.path())!, 'utf8');
  return {
    fileName: download.suggestedFilename(),
    lines: text.replace(/^\uFEFF/, '').split(/\r?\n/),
  };
}

test(
  '[REPORTS] the period select, cards, tax breakdown and department summary; both CSVs export with their first lines',
  SERVER_WIDE,
  async ({ page }) => {
    const errors = await signInAndCollectErrors(page);
    // Hired after March 2025, so the payroll spec's March run for every monthly employee never pays them.
    // 36,000 / 12 = 3,000.00 for last month, paid on the 1st of this one: in the current month.
    const { thisMonthStart, lastMonthStart, lastMonthEnd } = getMonthDates();
    await createPaidEmployee(
      page.request,
      {
        ...MONTHLY_EMPLOYEE,
        hireDate: '2025-04-01',
        employeeId: 'E2E-RP-01',
        firstName: 'Ray "Rex"',
        lastName: 'Ports, Sr.',
        department: 'Research, West',
        annualSalary: '36000',
      },
      [
        {
          hoursWorked: 40,
          payPeriodStart: lastMonthStart,
          payPeriodEnd: lastMonthEnd,
          payDate: thisMonthStart,
        },
      ],
    );

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

    const payrollCsv = await exportCsv(page, 'Export Payroll Summary');
    expect(payrollCsv.fileName).toBe('payroll-summary-current-month.csv');
    expect(payrollCsv.lines[0]).toBe(
      'EmployeeID,EmployeeName,Department,PayPeriodStart,PayPeriodEnd,HoursWorked,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay,PayDate,OvertimeHours',
    );
    const rexLine = payrollCsv.lines.find((line) => line.startsWith('E2E-RP-01,'));
    expect(rexLine).toContain(
      `E2E-RP-01,"Ray ""Rex"" Ports, Sr.","Research, West",${lastMonthStart},${lastMonthEnd},40.00,3000.00,`,
    );
    expect(rexLine).toMatch(new RegExp(`,${thisMonthStart},0\\.00$`));

    await period.selectOption('current-year');
    await expect(page.getByText(/^Jan 01, \d{4} – Dec 31, \d{4}/)).toBeVisible();
    const departmentCsv = await exportCsv(page, 'Export Department Summary');
    expect(departmentCsv.fileName).toBe('department-summary-current-year.csv');
    expect(departmentCsv.lines[0]).toBe(
      'Department,Employees,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay',
    );
    expect(departmentCsv.lines.find((line) => line.startsWith('"Research, West"'))).toMatch(
      /^"Research, West",1,3000\.00,/,
    );
    expect(errors).toEqual([]);
  },
);
