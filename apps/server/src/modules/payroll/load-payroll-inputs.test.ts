import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@paylab/db/testing';
import { loadPayrollInputs } from './load-payroll-inputs';

/**
 * Year to date (wages and each state program's lines) and the latest later pay date, from the pay
 * date's calendar year (ADR 0013): records
 * up to and including the pay date count toward year to date (two on the same date both count), the
 * latest one after it is reported, other years count toward neither, and an employee without
 * records has neither.
 */
const EMPLOYEES = [
  ['none', 'bi-weekly'], // no records at all
  ['sameDay', 'bi-weekly'], // two checks on the pay date and one before it
  ['laterOnly', 'bi-weekly'], // only checks after the pay date
  ['mixed', 'bi-weekly'], // last year, before, two on one date after, and next year
  ['lastYear', 'bi-weekly'], // only last year's checks
  ['weekly', 'weekly'], // out of a bi-weekly run's scope
] as const;

describe('loadPayrollInputs: year to date and later pay dates', () => {
  let database: TestDatabase;
  const ids = {} as Record<(typeof EMPLOYEES)[number][0], string>;

  beforeAll(async () => {
    database = await createTestDatabase({ pgliteTemplate: inject('pgliteTemplate') });
    const { db } = database;
    for (const [code, frequency] of EMPLOYEES) {
      const rows = await db.execute(sql`
        insert into employees (employee_id, first_name, last_name, department, annual_salary, pay_frequency, filing_status, allowances, state, state_allowances, hire_date)
        values (${code}, 'Test', ${code}, 'Testing', 52000, ${frequency}, 'single', 0, 'NY', 0, date '2024-01-02') returning id`);
      ids[code] = (rows.rows[0] as { id: string }).id;
    }
    // Each employee's checks: period start, period end, pay date, gross, supplemental, PFL.
    const checks: Partial<
      Record<keyof typeof ids, [string, string, string, string, string, string][]>
    > = {
      sameDay: [
        ['2025-02-10', '2025-02-23', '2025-02-28', '2000.00', '0.00', '7.76'],
        ['2025-02-24', '2025-03-09', '2025-03-14', '2000.00', '500.00', '9.70'],
        ['2025-03-10', '2025-03-14', '2025-03-14', '1000.00', '0.00', '3.88'],
      ],
      laterOnly: [
        ['2025-03-31', '2025-04-13', '2025-04-18', '2000.00', '0.00', '7.76'],
        ['2025-04-28', '2025-05-11', '2025-05-16', '2000.00', '0.00', '7.76'],
      ],
      mixed: [
        ['2024-12-09', '2024-12-22', '2024-12-27', '9000.00', '0.00', '34.92'],
        ['2025-01-06', '2025-01-19', '2025-01-24', '2100.00', '100.00', '8.15'],
        ['2025-03-03', '2025-03-16', '2025-04-04', '2000.00', '0.00', '7.76'],
        ['2025-03-17', '2025-03-30', '2025-04-04', '2000.00', '0.00', '7.76'],
        ['2025-12-22', '2026-01-04', '2026-01-09', '2000.00', '0.00', '7.76'],
      ],
      lastYear: [['2024-12-09', '2024-12-22', '2024-12-27', '2000.00', '0.00', '7.76']],
      weekly: [
        ['2025-03-03', '2025-03-09', '2025-03-14', '1000.00', '0.00', '3.88'],
        ['2025-03-17', '2025-03-23', '2025-03-28', '1000.00', '0.00', '3.88'],
      ],
    };
    const records = Object.entries(checks).flatMap(([code, rows]) =>
      rows.map((row) => [code as keyof typeof ids, ...row] as const),
    );
    for (const [code, start, end, payDate, gross, supplemental, pfl] of records) {
      await db.execute(sql`
        with record as (
          insert into payroll_records (employee_id, pay_period_start, pay_period_end, pay_date, rule_set, state, hours_worked, regular_rate, overtime_rate,
            gross_pay, supplemental_pay, state_paid_family_leave, federal_income_tax, social_security_tax, medicare_tax, total_deductions, net_pay,
            federal_income_tax_wages, social_security_wages, medicare_wages, futa_wages, state_wages)
          values (${ids[code]}, ${start}, ${end}, ${payDate}, 'official-2025', 'NY', 80, 25, 37.5, ${gross}, ${supplemental}, ${pfl}, 0, 0, 0, 0, ${gross},
            ${gross}::numeric + ${supplemental}, ${gross}::numeric + ${supplemental}, ${gross}::numeric + ${supplemental},
            ${gross}::numeric + ${supplemental}, ${gross}::numeric + ${supplemental})
          returning id)
        insert into payroll_record_state_lines (payroll_record_id, program_id, kind, amount)
        select id, 'ny-pfl', 'family-leave', ${pfl} from record`);
    }
  });
  afterAll(async () => database.destroy());

  const load = (
    payDate: string,
    scope: Parameters<typeof loadPayrollInputs>[1]['scope'] = {
      payFrequency: 'bi-weekly',
      hiredBy: payDate,
    },
  ) =>
    loadPayrollInputs(database.db, {
      scope,
      payPeriodStart: payDate,
      payPeriodEnd: payDate,
      payDate,
    });

  test('a pay run sums the year up to and including the pay date and reports the latest later pay date', async () => {
    const inputs = await load('2025-03-14');
    expect(inputs.employees.map((employee) => employee.employeeCode).sort()).toEqual([
      'lastYear',
      'laterOnly',
      'mixed',
      'none',
      'sameDay',
    ]);
    expect(Object.fromEntries(inputs.yearToDate)).toEqual({
      [ids.sameDay]: { grossPay: 500000, supplementalPay: 50000, stateLines: { 'ny-pfl': 2134 } },
      [ids.mixed]: { grossPay: 210000, supplementalPay: 10000, stateLines: { 'ny-pfl': 815 } },
    });
    expect(Object.fromEntries(inputs.laterPayDates)).toEqual({
      [ids.laterOnly]: '2025-05-16',
      [ids.mixed]: '2025-04-04',
    });
  });

  test('on the last pay date nothing is later, and two checks on it both count', async () => {
    const inputs = await load('2025-04-04');
    expect(inputs.yearToDate.get(ids.mixed)).toEqual({
      grossPay: 610000,
      supplementalPay: 10000,
      stateLines: { 'ny-pfl': 2367 },
    });
    expect(inputs.laterPayDates.has(ids.mixed)).toBe(false);
    expect(inputs.laterPayDates.get(ids.laterOnly)).toBe('2025-05-16');
    expect(inputs.yearToDate.has(ids.laterOnly)).toBe(false);
  });

  test('before any check of the year there is no year to date, only later pay dates', async () => {
    const inputs = await load('2025-01-03');
    expect(inputs.yearToDate.size).toBe(0);
    expect(Object.fromEntries(inputs.laterPayDates)).toEqual({
      [ids.sameDay]: '2025-03-14',
      [ids.laterOnly]: '2025-05-16',
      [ids.mixed]: '2025-04-04',
    });
  });

  test('one employee is scoped alone, and another year starts again', async () => {
    const single = await load('2025-03-14', { employeeId: ids.weekly });
    expect(single.employees.map((employee) => employee.employeeCode)).toEqual(['weekly']);
    expect(Object.fromEntries(single.yearToDate)).toEqual({
      [ids.weekly]: { grossPay: 100000, supplementalPay: 0, stateLines: { 'ny-pfl': 388 } },
    });
    expect(Object.fromEntries(single.laterPayDates)).toEqual({ [ids.weekly]: '2025-03-28' });

    const lastYear = await load('2024-12-27');
    expect(Object.fromEntries(lastYear.yearToDate)).toEqual({
      [ids.mixed]: { grossPay: 900000, supplementalPay: 0, stateLines: { 'ny-pfl': 3492 } },
      [ids.lastYear]: { grossPay: 200000, supplementalPay: 0, stateLines: { 'ny-pfl': 776 } },
    });
    expect(lastYear.laterPayDates.size).toBe(0);
  });
});
