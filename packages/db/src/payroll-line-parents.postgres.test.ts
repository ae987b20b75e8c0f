import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * What only two sessions can show (docs/decisions/0054): the statement check of a new payroll line
 * locks the plan it names for key share, as a foreign key's check does, so a plan deleted meanwhile
 * waits for the writer instead of leaving its committed line naming nothing.
 */
describe('a payroll line being written keeps its plan', () => {
  let database: TestDatabase;
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'postgres' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await database?.destroy();
  });

  test('deleting the plan waits for the uncommitted line, then is refused', async () => {
    const [writer, deleter] = [await connect(), await connect()];
    await writer.query(`
      insert into employees (employee_id, first_name, last_name, department, annual_salary, pay_frequency, filing_status,
        allowances, state, state_allowances, hire_date)
      values ('EMP-0001', 'Ann', 'Lee', 'Ops', 52000, 'bi-weekly', 'single', 0, 'CA', 0, date '2024-01-02')`);
    const plan = await writer.query<{ id: string }>(
      `insert into benefit_plans (name, type) values ('401(k)', 'traditional-401k') returning id`,
    );
    const planId = plan.rows[0]!.id;

    await writer.query('begin');
    await writer.query(
      `with record as (
         insert into payroll_records (employee_id, pay_period_start, pay_period_end, pay_date, rule_set, state, hours_worked,
           regular_rate, overtime_rate, gross_pay, federal_income_tax, social_security_tax, medicare_tax, total_deductions,
           net_pay, federal_income_tax_wages, social_security_wages, medicare_wages, futa_wages, state_wages)
         select id, date '2025-01-06', date '2025-01-19', date '2025-01-24', 'official-2025', 'CA', 80, 25, 37.5, 2000,
           200, 124, 29, 353, 1647, 1900, 1900, 1900, 1900, 1900
         from employees returning id)
       insert into payroll_record_deduction_lines (payroll_record_id, plan_id, deduction_type, is_pre_tax, employee_amount, employer_amount)
       select id, $1, 'traditional-401k', true, 100, 50 from record`,
      [planId],
    );

    // Without the lock the delete would not see the uncommitted line and would go at once.
    await deleter.query(`set lock_timeout = '300ms'`);
    const waited = await deleter.query('delete from benefit_plans where id = $1', [planId]).then(
      () => null,
      (error: { code?: string }) => error.code,
    );
    expect(waited).toBe('55P03');

    await writer.query('commit');
    const refused = await deleter.query('delete from benefit_plans where id = $1', [planId]).then(
      () => null,
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe('23503');
  });
});
