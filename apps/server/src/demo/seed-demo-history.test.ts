import { beforeAll, describe, expect, test } from 'vitest';
import { readJson, useTestApp } from '../test/test-app';
import { getDemoHistoryEnd, listDemoPayPeriods, seedDemoHistory } from './seed-demo-history';

describe('the pay calendar of the demo year', () => {
  // Through 2025-11-25. Day of the year: Jan 3 = 3, Jan 10 = 10, Nov 14 = 318, Nov 21 = 325.
  test.each([
    // Fridays from Jan 3: (325 - 3) / 7 = 46 weeks after the first, so 47 paydays, the last Nov 21.
    ['weekly', 47, { payPeriodStart: '2024-12-28', payDate: '2025-01-03' }, '2025-11-21'],
    // Every other Friday from Jan 10: (318 - 10) / 14 = 22 after the first, so 23, the last Nov 14.
    ['bi-weekly', 23, { payPeriodStart: '2024-12-28', payDate: '2025-01-10' }, '2025-11-14'],
    // The 15th and the last day of January to October (20), and November 15: 21.
    ['semi-monthly', 21, { payPeriodStart: '2025-01-01', payDate: '2025-01-15' }, '2025-11-15'],
    // The last day of January to October: 10 (November 30 is after the 25th).
    ['monthly', 10, { payPeriodStart: '2025-01-01', payDate: '2025-01-31' }, '2025-10-31'],
  ] as const)('%s: %i paydays', (frequency, count, first, lastPayDate) => {
    const periods = listDemoPayPeriods(frequency, '2025-11-25');
    expect(periods).toHaveLength(count);
    expect(periods[0]).toMatchObject(first);
    expect(periods.at(-1)!.payDate).toBe(lastPayDate);
    expect(periods.every((period) => period.payDate === period.payPeriodEnd)).toBe(true);
  });

  test('semi-monthly periods split each month at the 15th, February included', () => {
    const periods = listDemoPayPeriods('semi-monthly', '2025-03-01');
    expect(periods.map((period) => [period.payPeriodStart, period.payPeriodEnd])).toEqual([
      ['2025-01-01', '2025-01-15'],
      ['2025-01-16', '2025-01-31'],
      ['2025-02-01', '2025-02-15'],
      ['2025-02-16', '2025-02-28'],
    ]);
  });
});

describe('how far the demo history reaches', () => {
  test.each([
    ['2026-11-25', '2025-11-25'],
    ['2026-12-31', '2025-12-31'],
    ['2026-03-10', '2025-09-30'],
    ['2028-02-29', '2025-09-30'],
    ['2025-10-01', '2025-10-01'],
  ])('started on %s: through %s', (today, end) => {
    expect(getDemoHistoryEnd(today)).toBe(end);
  });
});

describe('the demo company with a year of history', () => {
  const testApp = useTestApp();
  beforeAll(async () => {
    await seedDemoHistory(testApp.app, { through: '2025-11-25' });
  }, 300_000);

  test('every employee is paid on schedule, one check voided and paid again', async () => {
    const payroll = readJson(await testApp.sendAsAdmin('GET', '/api/payroll?pageSize=1'), 200);
    // Weekly: Aisha and Diego, 47 each; bi-weekly: Maria and Grace, 23 each; semi-monthly: James,
    // 21; monthly: Priya, 10. 94 + 46 + 21 + 10 = 171; the voided check is replaced by its reissue.
    expect(payroll.total).toBe(171);
    expect(payroll.summary.employeeCount).toBe(6);
    const voided = readJson(await testApp.sendAsAdmin('GET', '/api/payroll/voided'), 200);
    expect(voided.items ?? voided).toHaveLength(1);
    // The reissue: Diego is hourly and non-exempt, so of 44 hours in the week 4 are overtime.
    const reissued = readJson(
      await testApp.sendAsAdmin('GET', '/api/payroll?search=Ramirez&from=2025-11-21&to=2025-11-21'),
      200,
    );
    expect(reissued.items).toMatchObject([{ overtimeHours: 4 }]);
  });

  test('three quarters of 941s are filed and the W-2s are generated', async () => {
    const quarters = readJson(
      await testApp.sendAsAdmin('GET', '/api/quarterly-tax/year/2025'),
      200,
    ) as { quarter: number; status: string }[];
    expect(quarters.filter((report) => report.status === 'filed').map((r) => r.quarter)).toEqual([
      1, 2, 3,
    ]);
    const w2s = readJson(await testApp.sendAsAdmin('GET', '/api/w2/year/2025'), 200);
    expect(w2s.items ?? w2s).toHaveLength(6);
  });

  test('invoices are paid, partly paid, sent, overdue and draft', async () => {
    const invoices = readJson(
      await testApp.sendAsAdmin('GET', '/api/invoices?pageSize=50'),
      200,
    ) as { items: { status: string; amountPaid: string; balanceDue: string }[] };
    const states = invoices.items.map((invoice) =>
      invoice.status === 'sent' && invoice.amountPaid !== '0.00' ? 'partly paid' : invoice.status,
    );
    expect(states.sort()).toEqual(['draft', 'overdue', 'paid', 'partly paid', 'sent']);
  });
});
