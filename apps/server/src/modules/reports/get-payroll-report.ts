import { count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { employees, payrollRecords, type DatabaseOrTransaction } from '@paylab/db';
import {
  formatMoney,
  formatRate,
  parseMoney,
  sumCents,
  type Cents,
  type DepartmentSummary,
  type PayrollReport,
  type ReportQuery,
} from '@paylab/shared';
import { sumMoney } from '../../lib/sum-money';
import { loadDeductionTotals } from './get-deduction-totals';
import { loadStateWithholding } from './get-state-withholding';
import { readQueryRange, type ReportClock } from './report-period';
import { paidWithin } from './report-queries';

export interface GetPayrollReportOptions extends ReportClock {
  query: ReportQuery;
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
async function loadDepartmentTotals(
  db: DatabaseOrTransaction,
  within: SQL,
): Promise<DepartmentTotals[]> {
  const perEmployee = db
    .select({
      employeeId: payrollRecords.employeeId,
      recordCount: count().as('record_count'),
      grossPay: sum(sql`${payrollRecords.grossPay} + ${payrollRecords.supplementalPay}`).as(
        'gross_pay',
      ),
      netPay: sum(payrollRecords.netPay).as('net_pay'),
      totalDeductions: sum(payrollRecords.totalDeductions).as('total_deductions'),
      federalTax: sum(
        sql`${payrollRecords.federalIncomeTax} + ${payrollRecords.additionalWithholding}`,
      ).as('federal_tax'),
      stateTax: sum(payrollRecords.stateIncomeTax).as('state_tax'),
      socialSecurityTax: sum(payrollRecords.socialSecurityTax).as('social_security_tax'),
      medicareTax: sum(payrollRecords.medicareTax).as('medicare_tax'),
      additionalMedicareTax: sum(payrollRecords.additionalMedicareTax).as(
        'additional_medicare_tax',
      ),
      stateDisabilityAndLeave: sum(
        sql`${payrollRecords.stateDisabilityTax} + ${payrollRecords.statePaidFamilyLeave}`,
      ).as('state_disability_and_leave'),
    })
    .from(payrollRecords)
    .where(within)
    .groupBy(payrollRecords.employeeId)
    .as('p');
  const rows = await db
    .select({
      department: employees.department,
      employees: count(),
      recordCount: sql`sum(${perEmployee.recordCount})`.mapWith(Number),
      grossPay: sumMoney(perEmployee.grossPay),
      netPay: sumMoney(perEmployee.netPay),
      totalDeductions: sumMoney(perEmployee.totalDeductions),
      federalTax: sumMoney(perEmployee.federalTax),
      stateTax: sumMoney(perEmployee.stateTax),
      socialSecurityTax: sumMoney(perEmployee.socialSecurityTax),
      medicareTax: sumMoney(perEmployee.medicareTax),
      additionalMedicareTax: sumMoney(perEmployee.additionalMedicareTax),
      stateDisabilityAndLeave: sumMoney(perEmployee.stateDisabilityAndLeave),
    })
    .from(perEmployee)
    .innerJoin(employees, eq(employees.id, perEmployee.employeeId))
    .groupBy(employees.department)
    .orderBy(desc(sum(perEmployee.grossPay)), employees.department);
  return rows.map((row) => ({
    department: row.department,
    employees: row.employees,
    recordCount: row.recordCount,
    grossPay: parseMoney(row.grossPay),
    netPay: parseMoney(row.netPay),
    totalDeductions: parseMoney(row.totalDeductions),
    federalTax: parseMoney(row.federalTax),
    stateTax: parseMoney(row.stateTax),
    socialSecurityTax: parseMoney(row.socialSecurityTax),
    medicareTax: parseMoney(row.medicareTax),
    additionalMedicareTax: parseMoney(row.additionalMedicareTax),
    stateDisabilityAndLeave: parseMoney(row.stateDisabilityAndLeave),
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

/** The department table of the paychecks `within` a period (the screen's table and its CSV). */
export async function loadDepartmentSummary(
  db: DatabaseOrTransaction,
  within: SQL,
): Promise<DepartmentSummary[]> {
  return (await loadDepartmentTotals(db, within)).map(toDepartmentSummary);
}

/** tax / gross to four decimals, rounded half up, in integers of any size (a year of a big company overflows 2^53 x 10,000). */
function toEffectiveRate(tax: Cents, gross: Cents): string {
  if (gross <= 0) return formatRate(0);
  const basisPoints = (BigInt(tax) * 20_000n + BigInt(gross)) / (2n * BigInt(gross));
  return formatRate(Number(basisPoints) * 100);
}

/**
 * The Reports & Analytics figures for a period of pay dates, summed in SQL: the cards, the tax
 * breakdown, the department summary and the months of the period's year. The viewer's time zone
 * only says which day today is; a paycheck counts in the month of its pay date (ADR 0034), so
 * December's pay processed in January is December's, as on the Q4 941.
 */
export async function getPayrollReport(
  db: DatabaseOrTransaction,
  { query, ...clock }: GetPayrollReportOptions,
): Promise<PayrollReport> {
  const { period, timeZone } = query;
  const range = readQueryRange(query, clock);
  const yearWithin = paidWithin({
    startDate: `${range.year}-01-01`,
    endExclusive: `${range.year + 1}-01-01`,
  });
  const [departments, states, deductions, months] = await Promise.all([
    loadDepartmentTotals(db, paidWithin(range)),
    loadStateWithholding(db, paidWithin(range)),
    loadDeductionTotals(db, paidWithin(range)),
    db
      .select({
        month: sql<string>`to_char(${payrollRecords.payDate}, 'YYYY-MM')`,
        grossPay: sumMoney(sql`${payrollRecords.grossPay} + ${payrollRecords.supplementalPay}`),
        netPay: sumMoney(payrollRecords.netPay),
      })
      .from(payrollRecords)
      .where(yearWithin)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  const total = (pick: (row: DepartmentTotals) => Cents) => sumCents(departments.map(pick));
  const gross = total((row) => row.grossPay);
  const federal = total((row) => row.federalTax);
  const state = total((row) => row.stateTax);
  const employees = departments.reduce((count, row) => count + row.employees, 0);
  const byMonth = new Map(months.map((entry) => [entry.month, entry]));
  return {
    period,
    year: range.year,
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
      averagePayPerEmployee: formatMoney(
        employees === 0
          ? 0
          : Number((BigInt(gross) * 2n + BigInt(employees)) / (2n * BigInt(employees))),
      ),
      socialSecurityTax: formatMoney(total((row) => row.socialSecurityTax)),
      medicareTax: formatMoney(total((row) => row.medicareTax)),
      additionalMedicareTax: formatMoney(total((row) => row.additionalMedicareTax)),
      stateDisabilityAndLeave: formatMoney(total((row) => row.stateDisabilityAndLeave)),
    },
    departments: departments.map(toDepartmentSummary),
    states,
    deductions,
    monthly: Array.from({ length: 12 }, (_, index) => {
      const month = `${range.year}-${String(index + 1).padStart(2, '0')}`;
      const entry = byMonth.get(month);
      return {
        month,
        grossPay: formatMoney(entry ? parseMoney(entry.grossPay) : 0),
        netPay: formatMoney(entry ? parseMoney(entry.netPay) : 0),
      };
    }),
  };
}
