import { beforeAll, describe, expect, test } from 'vitest';
import { expectAttachment, readCsvLines, useTestApp } from '../../test/test-app';
import { bindPayrollApi } from '../payroll/payroll-test-support';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';
import { getPayrollReport } from './get-payroll-report';

/*
 * Deductions and employer contributions by type on Reports (issue 29, item 5). Two monthly
 * employees in Texas, salary 60,000: 5,000.00 a paycheck, paid 2025-10-31 and 2025-11-30.
 *   Ada: 401(k) 4% = 200.00, match 100% of the first 3% (150.00) + 50% of the next 2% (the
 *        remaining 50.00 x 50% = 25.00) = 175.00; medical 120.00 with 380.00 from the employer.
 *   Cy:  401(k) 2% = 100.00, match 100.00 (all within the first 3%); no medical.
 * November (current month on 2025-11-20): 401(k) 2 employees, 200.00 + 100.00 = 300.00, employer
 * 175.00 + 100.00 = 275.00; medical 1 employee, 120.00, employer 380.00.
 * October + November (current quarter): each doubled.
 */
const NOW = new Date('2025-11-20T12:00:00Z');

describe('deductions by type on the payroll report', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);

  beforeAll(async () => {
    const retirement = await payroll.createMatched401k('401(k)');
    const medical = await payroll.createMedicalPlan('Medical', '380.00');
    const elections: [string, object[]][] = [
      [
        'Ada',
        [
          { planId: retirement, percentOfPay: '0.04' },
          { planId: medical, amountPerPeriod: '120.00' },
        ],
      ],
      ['Cy', [{ planId: retirement, percentOfPay: '0.02' }]],
    ];
    for (const [firstName, choices] of elections) {
      const employee = await payroll.hireWithW4({
        firstName,
        payFrequency: 'monthly',
        annualSalary: '60000',
      });
      for (const choice of choices) await payroll.elect(employee.id, choice);
      await payroll.processPeriods(employee.id, 160, [
        ['2025-10-01', '2025-10-31'],
        ['2025-11-01', '2025-11-30'],
      ]);
    }
  });

  test('the current month and the current quarter, by type', async () => {
    const report = (period: 'current-month' | 'current-quarter') =>
      getPayrollReport(testApp.database.db, { query: { period, timeZone: 'UTC' }, now: NOW });
    expect((await report('current-month')).deductions).toEqual([
      {
        type: 'traditional-401k',
        label: 'Traditional 401(k)',
        employees: 2,
        employeeAmount: '300.00',
        employerAmount: '275.00',
      },
      {
        type: 'section-125-medical',
        label: 'Medical premium (section 125)',
        employees: 1,
        employeeAmount: '120.00',
        employerAmount: '380.00',
      },
    ]);
    expect(
      (await report('current-quarter')).deductions.map((entry) => [
        entry.type,
        entry.employeeAmount,
        entry.employerAmount,
      ]),
    ).toEqual([
      ['traditional-401k', '600.00', '550.00'],
      ['section-125-medical', '240.00', '760.00'],
    ]);
  });

  test('the CSV: a row per type of the period', async () => {
    // The practice calendar counts 2025 as the current year whatever today is.
    await setPayrollCalendar(testApp.database.db, 'practice-2025');
    const response = await testApp.sendAsAdmin(
      'GET',
      '/api/reports/export/deductions?period=current-year&timeZone=UTC',
    );
    expectAttachment(response, 'deductions-current-year.csv');
    // October and November: the quarter's figures above.
    expect(readCsvLines(response)).toEqual([
      'DeductionType,Deduction,Employees,EmployeeAmount,EmployerAmount',
      'traditional-401k,Traditional 401(k),2,600.00,550.00',
      'section-125-medical,Medical premium (section 125),1,240.00,760.00',
    ]);
  });
});
