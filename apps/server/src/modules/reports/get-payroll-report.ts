import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';
import { formatMoney, formatRate, parseMoney, sumCents, type Cents, type DepartmentSummary, type PayrollReport, type ReportQuery } from '@paylab/shared';
import { getReportRange, getTodayIn } from './report-period';
import { createdWithin } from './report-queries';

export interface GetPayrollReportOptions {
  query: ReportQuery;
  /** For tests and benchmarks: the instant "now" is read at. */
  now?: Date;
}

interface DepartmentRow {
  department: string;
  employees: number;
  record_count: number;
  gross_pay: string;
  net_pay: string;
  total_deductions: string;
  federal_tax: string;
  state_tax: string;
  social_security_tax: string;
  medicare_tax: string;
  additional_medicare_tax: string;
  state_disability_and_leave: string;
}

interface DepartmentTotals {
  department: string;
  employees: number;
  recordCount: number;
  grossPay: Cents;
  netPay: Cents;
  totalDeductions: Cents;
  federalTax: Cents;
  stateTax: Cents;
  socialSecurityTax: Cents;
  medicareTax: Cents;
  additionalMedicareTax: Cents;
  stateDisabilityAndLeave: Cents;
}

/**
 * Every figure of the period per department, summed in SQL. Records are first summed per employee
 * and only then joined to employees, so a year of 520,000 records joins 10,000 rows, not 520,000.
 */
async function loadDepartmentTotals(db: DatabaseOrTransaction, within: SQL): Promise<DepartmentTotals[]> {
  const result = await db.execute(sql`
    select e.department, count(*)::int as employees, sum(p.record_count)::int as record_count,
      sum(p.gross_pay)::text as gross_pay, sum(p.net_pay)::text as net_pay, sum(p.total_deductions)::text as total_deductions,
      sum(p.federal_tax)::text as federal_tax, sum(p.state_tax)::text as state_tax, sum(p.social_security_tax)::text as social_security_tax,
      sum(p.medicare_tax)::text as medicare_tax, sum(p.additional_medicare_tax)::text as additional_medicare_tax,
      sum(p.state_disability_and_leave)::text as state_disability_and_leave
    from (
      select employee_id, count(*) as record_count,
        sum(gross_pay + supplemental_pay) as gross_pay, sum(net_pay) as net_pay, sum(total_deductions) as total_deductions,
        sum(federal_income_tax + additional_withholding) as federal_tax, sum(state_income_tax) as state_tax,
        sum(social_security_tax) as social_security_tax, sum(medicare_tax) as medicare_tax,
        sum(additional_medicare_tax) as additional_medicare_tax, sum(state_disability_tax + state_paid_family_leave) as state_disability_and_leave
      from payroll_records where ${within}
      group by employee_id
    ) p join employees e on e.id = p.employee_id
    group by e.department
    order by sum(p.gross_pay) desc, e.department`);
  return (result.rows as unknown as DepartmentRow[]).map((row) => ({
    department: row.department,
    employees: Number(row.employees),
    recordCount: Number(row.record_count),
    grossPay: parseMoney(row.gross_pay),
    netPay: parseMoney(row.net_pay),
    totalDeductions: parseMoney(row.total_deductions),
    federalTax: parseMoney(row.federal_tax),
    stateTax: parseMoney(row.state_tax),
    socialSecurityTax: parseMoney(row.social_security_tax),
    medicareTax: parseMoney(row.medicare_tax),
    additionalMedicareTax: parseMoney(row.additional_medicare_tax),
    stateDisabilityAndLeave: parseMoney(row.state_disability_and_leave),
  }));
}

function toDepartmentSummary(totals: DepartmentTotals): DepartmentSummary {
  return {
    department: totals.department,
    employees: totals.employees,
    grossPay: formatMoney(totals.grossPay),
    federalTax: formatMoney(totals.federalTax),
    stateTax: formatMoney(totals.stateTax),
    totalDeductions: formatMoney(totals.totalDeductions),
    netPay: formatMoney(totals.netPay),
  };
}

/** The department summary of a period (the table and its CSV). */
export async function getDepartmentSummary(db: DatabaseOrTransaction, { query, now = new Date() }: GetPayrollReportOptions): Promise<DepartmentSummary[]> {
  const range = getReportRange(query.period, getTodayIn(query.timeZone, now));
  return (await loadDepartmentTotals(db, createdWithin(range, query.timeZone))).map(toDepartmentSummary);
}

/** tax / gross to four decimals, rounded half up, in integers of any size (a year of a big company overflows 2^53 x 10,000). */
function toEffectiveRate(tax: Cents, gross: Cents): string {
  if (gross <= 0) return formatRate(0);
  const basisPoints = (BigInt(tax) * 20_000n + BigInt(gross)) / (2n * BigInt(gross));
  return formatRate(Number(basisPoints) * 100);
}

/**
 * The Reports & Analytics figures for a period of record creation dates, summed in SQL: the cards,
 * the tax breakdown, the department summary and the months of the period's year.
 */
export async function getPayrollReport(db: DatabaseOrTransaction, { query, now = new Date() }: GetPayrollReportOptions): Promise<PayrollReport> {
  const { period, timeZone } = query;
  const range = getReportRange(period, getTodayIn(timeZone, now));
  const yearWithin = createdWithin({ startDate: `${range.year}-01-01`, endExclusive: `${range.year + 1}-01-01` }, timeZone);
  const [departments, months] = await Promise.all([
    loadDepartmentTotals(db, createdWithin(range, timeZone)),
    db.execute(sql`
      select to_char(created_at at time zone ${timeZone}, 'YYYY-MM') as month,
        sum(gross_pay + supplemental_pay)::text as gross_pay, sum(net_pay)::text as net_pay
      from payroll_records where ${yearWithin}
      group by 1 order by 1`),
  ]);
  const total = (pick: (row: DepartmentTotals) => Cents) => sumCents(departments.map(pick));
  const gross = total((row) => row.grossPay);
  const federal = total((row) => row.federalTax);
  const state = total((row) => row.stateTax);
  const employees = departments.reduce((count, row) => count + row.employees, 0);
  const byMonth = new Map((months.rows as unknown as { month: string; gross_pay: string; net_pay: string }[]).map((entry) => [entry.month, entry]));
  return {
    period,
    timeZone,
    startDate: range.startDate,
    endDate: range.endDate,
    cards: {
      grossPay: formatMoney(gross),
      netPay: formatMoney(total((row) => row.netPay)),
      totalDeductions: formatMoney(total((row) => row.totalDeductions)),
      employeesProcessed: employees,
      recordCount: departments.reduce((count, row) => count + row.recordCount, 0),
    },
    taxes: {
      federalTax: formatMoney(federal),
      stateTax: formatMoney(state),
      totalTax: formatMoney(federal + state),
      effectiveRate: toEffectiveRate(federal + state, gross),
      averagePayPerEmployee: formatMoney(employees === 0 ? 0 : Number((BigInt(gross) * 2n + BigInt(employees)) / (2n * BigInt(employees)))),
      socialSecurityTax: formatMoney(total((row) => row.socialSecurityTax)),
      medicareTax: formatMoney(total((row) => row.medicareTax)),
      additionalMedicareTax: formatMoney(total((row) => row.additionalMedicareTax)),
      stateDisabilityAndLeave: formatMoney(total((row) => row.stateDisabilityAndLeave)),
    },
    departments: departments.map(toDepartmentSummary),
    monthly: Array.from({ length: 12 }, (_, index) => {
      const month = `${range.year}-${String(index + 1).padStart(2, '0')}`;
      const entry = byMonth.get(month);
      return { month, grossPay: formatMoney(entry ? parseMoney(entry.gross_pay) : 0), netPay: formatMoney(entry ? parseMoney(entry.net_pay) : 0) };
    }),
  };
}
