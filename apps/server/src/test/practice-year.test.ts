import { describe, expect, test } from 'vitest';
import { toLocalDateString } from '@paylab/shared';
import { setPayrollCalendar } from './set-payroll-calendar';
import { readJson, useTestApp } from './test-app';

/**
 * Issue 27, item 3: the demo company practises in tax year 2025, so the server's default dates
 * fall on the same day of 2025 instead of the real today (which is past every modelled year).
 */
describe('a company practising in tax year 2025', () => {
  const testApp = useTestApp();
  const realToday = toLocalDateString();
  // The same month and day in 2025 (no February 29 there: the 28th).
  const practiceToday = `2025${realToday.slice(4)}`.replace(/-02-29$/, '-02-28');

  test('the dashboard sums the practice month', async () => {
    const metrics = readJson(await testApp.sendAsAdmin('GET', '/api/dashboard/metrics'), 200);
    expect(metrics.month).toBe(practiceToday.slice(0, 7));
  });

  test('report periods fall in 2025', async () => {
    const report = readJson(
      await testApp.sendAsAdmin('GET', '/api/reports/payroll?period=current-year&timeZone=UTC'),
      200,
    );
    expect(report).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  test('a tax calculation without a pay date is paid on the practice day', async () => {
    const response = await testApp.sendAsAdmin('POST', '/api/tax/calculate', {
      payFrequency: 'weekly',
      grossPay: '500',
      filingStatus: 'single',
      state: 'FL',
    });
    expect(readJson(response, 200)).toMatchObject({ payDate: practiceToday, warnings: [] });
  });

  test('the 941 deadlines are counted from the practice day', async () => {
    const employees = readJson(
      await testApp.sendAsAdmin('GET', '/api/employees?search=Aisha'),
      200,
    ) as { items: { id: string }[] };
    const paid = await testApp.sendAsAdmin('POST', '/api/payroll/process', {
      employeeId: employees.items[0]!.id,
      hoursWorked: 40,
      payPeriodStart: '2025-10-04',
      payPeriodEnd: '2025-10-10',
      payDate: '2025-10-10',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const q4Status = async () => {
      const quarters = readJson(
        await testApp.sendAsAdmin('GET', '/api/quarterly-tax/year/2025'),
        200,
      ) as { quarter: number; status: string }[];
      return quarters.find((report) => report.quarter === 4)?.status;
    };
    // Q4 2025 is due 2026-02-02 (January 31 is a Saturday): after every day of the practice year,
    // and before the real today only once 2026 is under way.
    expect(await q4Status()).toBe('due');
    await setPayrollCalendar(testApp.database.db, 'today');
    expect(await q4Status()).toBe(realToday > '2026-02-02' ? 'late' : 'due');
  });
});
