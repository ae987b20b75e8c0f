import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';
import { addDays, toLocalDateString } from '@paylab/shared';
import { createEmployeeViaApi } from '../payroll/payroll-test-support';
import {
  insertEmployee,
  insertPaychecks,
  oneDayPaycheck,
  type TestPaycheck,
} from '../tax-forms/test/payroll-year-builder';

describe('GET /api/dashboard/metrics', () => {
  const testApp = useTestApp();
  // These tests work their dates from the real calendar; the demo company practises in 2025.
  beforeAll(() => setPayrollCalendar(testApp.database.db, 'today'));

  const metrics = async () => {
    const response = await testApp.sendAsAdmin('GET', '/api/dashboard/metrics');
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  test('starts with the demo employees and no pay this month', async () => {
    const now = new Date();
    expect(await metrics()).toEqual({
      totalEmployees: 3,
      activeEmployees: 3,
      monthlyGross: '0.00',
      federalTaxes: '0.00',
      netPay: '0.00',
      month: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`,
    });
  });

  test('counts the paychecks paid this month, by pay date, whenever they were processed', async () => {
    const db = testApp.database.db;
    const today = toLocalDateString();
    const month = today.slice(0, 7);
    const lastMonthDay = addDays(`${month}-01`, -1);
    const employee = await insertEmployee(db, {
      employeeId: 'EMP-D01',
      firstName: 'Dana',
      lastName: 'Month',
      department: 'Finance',
      state: 'TX',
      annualSalary: '52000.00',
    });
    const paid = (payDate: string, createdAt: string, values: Partial<TestPaycheck> = {}) =>
      oneDayPaycheck(payDate, createdAt, {
        state: 'TX',
        grossPay: '2000.00',
        supplementalPay: '100.00',
        federalIncomeTax: '161.60',
        additionalWithholding: '10.00',
        socialSecurityTax: '130.20',
        medicareTax: '30.45',
        totalDeductions: '332.25',
        netPay: '1767.75',
        ...values,
      });
    await insertPaychecks(db, employee, [
      // Paid this month, typed 40 days ago: this month's.
      paid(`${month}-01`, new Date(Date.now() - 40 * 86_400_000).toISOString()),
      // Last month's pay typed just now: last month's, not this one's.
      paid(lastMonthDay, new Date().toISOString(), {
        grossPay: '3000.00',
        supplementalPay: '0',
        federalIncomeTax: '300.00',
        additionalWithholding: '0',
        totalDeductions: '529.50',
        netPay: '2470.50',
      }),
    ]);
    await createEmployeeViaApi(testApp.app, testApp.adminCookie, { isActive: false });
    // One paycheck: gross 2,000.00 + 100.00 supplemental = 2,100.00; federal 161.60 + 10.00 extra
    // = 171.60; net 2,100.00 - 332.25 = 1,767.75.
    expect(await metrics()).toMatchObject({
      totalEmployees: 5,
      activeEmployees: 4,
      monthlyGross: '2100.00',
      federalTaxes: '171.60',
      netPay: '1767.75',
      month,
    });
  });

  test('a client user gets 403', async () => {
    await testApp.expectForbiddenToDemoClient([['GET', '/api/dashboard/metrics']]);
  });
});
