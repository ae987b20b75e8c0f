import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client';

/** A bi-weekly California employee, the parent a payroll row needs; returns its id. */
export async function insertTestEmployee(db: DatabaseOrTransaction): Promise<string> {
  const result = await db.execute(sql`
    insert into employees (employee_id, first_name, last_name, department, annual_salary, pay_frequency, filing_status,
      allowances, state, state_allowances, hire_date)
    values ('EMP-0001', 'Ann', 'Lee', 'Ops', 52000, 'bi-weekly', 'single', 0, 'CA', 0, date '2024-01-02')
    returning id`);
  return (result.rows[0] as { id: string }).id;
}

/**
 * A paycheck of the employee for the two weeks from 6 January 2025 plus `offsetDays` (one
 * employee's periods may not repeat); returns its id.
 */
export async function insertTestPaycheck(
  db: DatabaseOrTransaction,
  employeeId: string,
  offsetDays = 0,
): Promise<string> {
  const result = await db.execute(sql`
    insert into payroll_records (employee_id, pay_period_start, pay_period_end, pay_date, rule_set, state, hours_worked,
      regular_rate, overtime_rate, gross_pay, federal_income_tax, social_security_tax, medicare_tax, total_deductions,
      net_pay, federal_income_tax_wages, social_security_wages, medicare_wages, futa_wages, state_wages)
    values (${employeeId}, date '2025-01-06' + ${offsetDays}::int, date '2025-01-19' + ${offsetDays}::int,
      date '2025-01-24' + ${offsetDays}::int, 'official-2025', 'CA', 80, 25, 37.5, 2000, 200, 124, 29, 353, 1647,
      1900, 1900, 1900, 1900, 1900)
    returning id`);
  return (result.rows[0] as { id: string }).id;
}
