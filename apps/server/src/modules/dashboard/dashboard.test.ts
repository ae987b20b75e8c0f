import { describe, expect, test } from 'vitest';
import { DEMO_CLIENT, signIn, useTestApp } from '../../test/test-app';
import { createEmployeeViaApi, getJson, postJson } from '../payroll/payroll-test-support';

describe('GET /api/dashboard/metrics', () => {
  const testApp = useTestApp();

  const metrics = async () => {
    const response = await getJson(testApp.app, testApp.adminCookie, '/api/dashboard/metrics');
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

  test('counts payroll processed this month, by creation date, whatever its pay date', async () => {
    const employee = await createEmployeeViaApi(testApp.app, testApp.adminCookie, {
      annualSalary: '52000',
      state: 'TX',
      isActive: true,
    });
    await postJson(testApp.app, testApp.adminCookie, '/api/w4', {
      employeeId: employee.id,
      filingStatus: 'single',
      extraWithholding: '10',
      signedDate: '2025-01-02',
      effectiveDate: '2025-01-02',
    });
    const record = await postJson(testApp.app, testApp.adminCookie, '/api/payroll/process', {
      employeeId: employee.id,
      hoursWorked: 80,
      payPeriodStart: '2025-01-06',
      payPeriodEnd: '2025-01-19',
    });
    expect(record.statusCode).toBe(200);
    await createEmployeeViaApi(testApp.app, testApp.adminCookie, { isActive: false });
    // Gross 52,000 / 26 = 2,000.00. Federal (2020+ W-4, single): 2,000 x 26 - 8,600 = 43,400;
    // 1,192.50 + 12% x (43,400 - 18,325) = 4,201.50; / 26 = 161.596 → 161.60, plus 10.00 Step 4(c) = 171.60.
    // Net: 2,000.00 - 161.60 - 10.00 - 124.00 (6.2%) - 29.00 (1.45%) = 1,675.40.
    expect(await metrics()).toMatchObject({
      totalEmployees: 5,
      activeEmployees: 4,
      monthlyGross: '2000.00',
      federalTaxes: '171.60',
      netPay: '1675.40',
    });
  });

  test('a client user gets 403', async () => {
    const clientCookie = await signIn(testApp.app, DEMO_CLIENT.username, DEMO_CLIENT.password);
    expect((await getJson(testApp.app, clientCookie, '/api/dashboard/metrics')).statusCode).toBe(
      403,
    );
  });
});
