import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';
import { parseMoney, type Cents } from '@paylab/shared';
import { getForm941Line1Date, type Quarter } from '@paylab/tax-engine/forms';

/** One employee's pay in one work state, summed in SQL from the payroll records. */
export interface PayTotals {
  employeeId: string;
  state: string;
  /** Regular plus supplemental wages. */
  wages: Cents;
  federalIncomeTax: Cents;
  additionalWithholding: Cents;
  socialSecurityTax: Cents;
  medicareTax: Cents;
  additionalMedicareTax: Cents;
  stateIncomeTax: Cents;
  stateDisabilityTax: Cents;
  statePaidFamilyLeave: Cents;
  sutaTax: Cents;
  firstPayDate: string;
  paycheckCount: number;
}

/** One employee's pay in one quarter and work state. */
export interface EmployeeQuarterStateTotals extends PayTotals {
  quarter: Quarter;
}

/** One employee's pay for the year in one work state, with the employee's code (W-2 control numbers). */
export interface EmployeeStateTotals extends PayTotals {
  employeeCode: string;
}

export interface YearPayrollTotals {
  taxYear: number;
  /** Ordered by employee, then pay date: the order the annual wage bases are used up in. */
  rows: EmployeeQuarterStateTotals[];
  /** Form 941 line 1 per quarter: employees paid for the period including the 12th of its last month */
  employeesPaidForTwelfth: Record<Quarter, number>;
  /** When the newest payroll record of the year was written, UTC with microseconds (null: no payroll). */
  lastRecordCreatedAt: string | null;
}

interface TotalsRow {
  employee_id: string;
  quarter: number;
  employee_code: string;
  state: string;
  wages: string;
  federal_income_tax: string;
  additional_withholding: string;
  social_security_tax: string;
  medicare_tax: string;
  additional_medicare_tax: string;
  state_income_tax: string;
  state_disability_tax: string;
  state_paid_family_leave: string;
  suta_tax: string;
  first_pay_date: string;
  paycheck_count: number;
}

/**
 * The year's processed payroll by pay date (api-conventions: tax forms use the record's payDate),
 * aggregated in SQL per employee, quarter and state: a year of 1,000,000 records arrives as a few
 * rows per employee.
 */
export async function loadYearPayrollTotals(db: DatabaseOrTransaction, taxYear: number): Promise<YearPayrollTotals> {
  const start = `${taxYear}-01-01`;
  const end = `${taxYear}-12-31`;
  const [totals, counts] = await Promise.all([
    db.execute(sql`
      select employee_id, extract(quarter from pay_date)::int as quarter, state,
        sum(gross_pay + supplemental_pay)::text as wages,
        sum(federal_income_tax)::text as federal_income_tax,
        sum(additional_withholding)::text as additional_withholding,
        sum(social_security_tax)::text as social_security_tax,
        sum(medicare_tax)::text as medicare_tax,
        sum(additional_medicare_tax)::text as additional_medicare_tax,
        sum(state_income_tax)::text as state_income_tax,
        sum(state_disability_tax)::text as state_disability_tax,
        sum(state_paid_family_leave)::text as state_paid_family_leave,
        sum(suta_tax)::text as suta_tax,
        min(pay_date)::text as first_pay_date,
        count(*)::int as paycheck_count
      from payroll_records
      where pay_date between ${start} and ${end}
      group by employee_id, extract(quarter from pay_date), state
      order by employee_id, quarter, first_pay_date, state`),
    db.execute(sql`
      select
        (count(distinct employee_id) filter (where pay_period_start <= ${getForm941Line1Date(taxYear, 1)}::date and pay_period_end >= ${getForm941Line1Date(taxYear, 1)}::date))::int as q1,
        (count(distinct employee_id) filter (where pay_period_start <= ${getForm941Line1Date(taxYear, 2)}::date and pay_period_end >= ${getForm941Line1Date(taxYear, 2)}::date))::int as q2,
        (count(distinct employee_id) filter (where pay_period_start <= ${getForm941Line1Date(taxYear, 3)}::date and pay_period_end >= ${getForm941Line1Date(taxYear, 3)}::date))::int as q3,
        (count(distinct employee_id) filter (where pay_period_start <= ${getForm941Line1Date(taxYear, 4)}::date and pay_period_end >= ${getForm941Line1Date(taxYear, 4)}::date))::int as q4,
        to_char(max(created_at) filter (where pay_date between ${start} and ${end}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_created_at
      from payroll_records
      where (pay_date between ${start} and ${end}) or (pay_period_start <= ${end}::date and pay_period_end >= ${start}::date)`),
  ]);
  const count = counts.rows[0] as { q1: number; q2: number; q3: number; q4: number; last_created_at: string | null };
  return {
    taxYear,
    rows: (totals.rows as unknown as TotalsRow[]).map((row) => ({ ...toPayTotals(row), quarter: Number(row.quarter) as Quarter })),
    employeesPaidForTwelfth: { 1: Number(count.q1), 2: Number(count.q2), 3: Number(count.q3), 4: Number(count.q4) },
    lastRecordCreatedAt: count.last_created_at,
  };
}

function toPayTotals(row: TotalsRow): PayTotals {
  return {
    employeeId: row.employee_id,
    state: row.state,
    wages: parseMoney(row.wages),
    federalIncomeTax: parseMoney(row.federal_income_tax),
    additionalWithholding: parseMoney(row.additional_withholding),
    socialSecurityTax: parseMoney(row.social_security_tax),
    medicareTax: parseMoney(row.medicare_tax),
    additionalMedicareTax: parseMoney(row.additional_medicare_tax),
    stateIncomeTax: parseMoney(row.state_income_tax),
    stateDisabilityTax: parseMoney(row.state_disability_tax),
    statePaidFamilyLeave: parseMoney(row.state_paid_family_leave),
    sutaTax: parseMoney(row.suta_tax),
    firstPayDate: row.first_pay_date,
    paycheckCount: Number(row.paycheck_count),
  };
}

/**
 * The year's pay per employee and work state with the employee's code: what the W-2s need, grouped
 * without quarters so a year of 10,000 employees arrives as about 10,000 rows, in code order.
 */
export async function loadYearW2Totals(db: DatabaseOrTransaction, taxYear: number): Promise<EmployeeStateTotals[]> {
  const result = await db.execute(sql`
    select r.employee_id, e.employee_id as employee_code, r.state,
      sum(r.gross_pay + r.supplemental_pay)::text as wages,
      sum(r.federal_income_tax)::text as federal_income_tax,
      sum(r.additional_withholding)::text as additional_withholding,
      sum(r.social_security_tax)::text as social_security_tax,
      sum(r.medicare_tax)::text as medicare_tax,
      sum(r.additional_medicare_tax)::text as additional_medicare_tax,
      sum(r.state_income_tax)::text as state_income_tax,
      sum(r.state_disability_tax)::text as state_disability_tax,
      sum(r.state_paid_family_leave)::text as state_paid_family_leave,
      sum(r.suta_tax)::text as suta_tax,
      min(r.pay_date)::text as first_pay_date,
      count(*)::int as paycheck_count
    from payroll_records r join employees e on e.id = r.employee_id
    where r.pay_date between ${`${taxYear}-01-01`} and ${`${taxYear}-12-31`}
    group by r.employee_id, e.employee_id, r.state
    order by e.employee_id, min(r.pay_date), r.state`);
  return (result.rows as unknown as TotalsRow[]).map((row) => ({ ...toPayTotals(row), employeeCode: row.employee_code }));
}
