import { and, between, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  employees,
  payrollRecordDeductionLines,
  payrollRecords,
  payrollRecordStateLines,
  stateCertificates,
  type DatabaseOrTransaction,
} from '@paylab/db';
import { parseMoney, type Cents } from '@paylab/shared';
import { describeLocality, type DeductionType } from '@paylab/tax-engine';
import { getForm941Line1Date, type Quarter, type W2DeductionTotal } from '@paylab/tax-engine/forms';
import { sumMoney } from '../../lib/sum-money';
import { sumWithheldTaxes } from '../payroll/sum-withheld-taxes';

/** One employee's pay in one work state, summed in SQL from the payroll records. */
export interface PayTotals {
  employeeId: string;
  state: string;
  /** Regular plus supplemental wages. */
  wages: Cents;
  /** The time-and-a-half pay of overtime hours, part of `wages` (W-2 box 12 code TT from 2026). */
  overtimePay: Cents;
  /** The stored wage bases: wages less the pre-tax deductions that lower each (issue 29). */
  federalIncomeTaxWages: Cents;
  socialSecurityWages: Cents;
  medicareWages: Cents;
  futaWages: Cents;
  stateWages: Cents;
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
  /** The year's amount of each state program withheld in this state, by program id (W-2 box 14). */
  stateLines: Record<string, Cents>;
  /** The locality of this state's local income tax (W-2 box 20), or null for none or unknown. */
  localityName: string | null;
  /** The year's deduction lines in this state by type (W-2 boxes 10, 12 and 13). */
  deductions: W2DeductionTotal[];
}

export interface YearPayrollTotals {
  taxYear: number;
  /** Ordered by employee, then pay date: the order the annual wage bases are used up in. */
  rows: EmployeeQuarterStateTotals[];
  /** Form 941 line 1 per quarter: employees paid for the period including the 12th of its last month */
  employeesPaidForTwelfth: Record<Quarter, number>;
  /** When the newest payroll record of the year was written, UTC with microseconds (null: no payroll). */
  lastRecordCreatedAt: string | null;
  /** The deduction types whose pre-tax lines were taken in the year (Form 940 line 4's boxes). */
  preTaxDeductionTypes: DeductionType[];
}

/** What PayTotals is summed from: one row per employee and work state of whatever the query groups by. */
const payTotalsSelection = {
  employeeId: payrollRecords.employeeId,
  state: payrollRecords.state,
  wages: sumMoney(sql`${payrollRecords.grossPay} + ${payrollRecords.supplementalPay}`),
  overtimePay: sumMoney(payrollRecords.overtimePay),
  federalIncomeTaxWages: sumMoney(payrollRecords.federalIncomeTaxWages),
  socialSecurityWages: sumMoney(payrollRecords.socialSecurityWages),
  medicareWages: sumMoney(payrollRecords.medicareWages),
  futaWages: sumMoney(payrollRecords.futaWages),
  stateWages: sumMoney(payrollRecords.stateWages),
  ...sumWithheldTaxes(),
  sutaTax: sumMoney(payrollRecords.sutaTax),
  firstPayDate: sql<string>`min(${payrollRecords.payDate})::text`,
  paycheckCount: count(),
};

type PayTotalsRow = SelectResultFields<typeof payTotalsSelection>;

/** Form 941 line 1: employees paid for a period that includes the 12th of the quarter's last month. */
function countPaidForTwelfth(taxYear: number, quarter: Quarter) {
  const twelfth = getForm941Line1Date(taxYear, quarter);
  return sql`count(distinct ${payrollRecords.employeeId}) filter (where ${payrollRecords.payPeriodStart} <= ${twelfth}::date and ${payrollRecords.payPeriodEnd} >= ${twelfth}::date)`.mapWith(
    Number,
  );
}

/**
 * The year's processed payroll by pay date (api-conventions: tax forms use the record's payDate),
 * aggregated in SQL per employee, quarter and state: a year of 1,000,000 records arrives as a few
 * rows per employee.
 */
export async function loadYearPayrollTotals(
  db: DatabaseOrTransaction,
  taxYear: number,
): Promise<YearPayrollTotals> {
  const start = `${taxYear}-01-01`;
  const end = `${taxYear}-12-31`;
  const inYear = between(payrollRecords.payDate, start, end);
  const quarter = sql<number>`extract(quarter from ${payrollRecords.payDate})::int`;
  // One statement after another: the quarterly reports pass their transaction, whose one
  // connection runs one statement at a time (node-postgres deprecates overlapping queries on a client).
  const totals = await db
    .select({ ...payTotalsSelection, quarter })
    .from(payrollRecords)
    .where(inYear)
    .groupBy(payrollRecords.employeeId, quarter, payrollRecords.state)
    .orderBy(
      payrollRecords.employeeId,
      quarter,
      payTotalsSelection.firstPayDate,
      payrollRecords.state,
    );
  const [paidForTwelfth] = await db
    .select({
      q1: countPaidForTwelfth(taxYear, 1),
      q2: countPaidForTwelfth(taxYear, 2),
      q3: countPaidForTwelfth(taxYear, 3),
      q4: countPaidForTwelfth(taxYear, 4),
      lastCreatedAt: sql<
        string | null
      >`to_char(max(${payrollRecords.createdAt}) filter (where ${inYear}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(payrollRecords)
    .where(
      or(
        inYear,
        and(lte(payrollRecords.payPeriodStart, end), gte(payrollRecords.payPeriodEnd, start)),
      ),
    );
  const preTaxTypes = await db
    .selectDistinct({ type: payrollRecordDeductionLines.deductionType })
    .from(payrollRecordDeductionLines)
    .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordDeductionLines.payrollRecordId))
    .where(
      and(
        inYear,
        eq(payrollRecordDeductionLines.isPreTax, true),
        sql`${payrollRecordDeductionLines.employeeAmount} > 0`,
      ),
    )
    .orderBy(payrollRecordDeductionLines.deductionType);
  return {
    taxYear,
    rows: totals.map((row) => ({ ...toPayTotals(row), quarter: row.quarter as Quarter })),
    // An aggregate without GROUP BY always answers one row.
    employeesPaidForTwelfth: {
      1: paidForTwelfth!.q1,
      2: paidForTwelfth!.q2,
      3: paidForTwelfth!.q3,
      4: paidForTwelfth!.q4,
    },
    lastRecordCreatedAt: paidForTwelfth!.lastCreatedAt,
    preTaxDeductionTypes: preTaxTypes.map((row) => row.type as DeductionType),
  };
}

function toPayTotals(row: PayTotalsRow): PayTotals {
  return {
    employeeId: row.employeeId,
    state: row.state,
    wages: parseMoney(row.wages),
    overtimePay: parseMoney(row.overtimePay),
    federalIncomeTaxWages: parseMoney(row.federalIncomeTaxWages),
    socialSecurityWages: parseMoney(row.socialSecurityWages),
    medicareWages: parseMoney(row.medicareWages),
    futaWages: parseMoney(row.futaWages),
    stateWages: parseMoney(row.stateWages),
    federalIncomeTax: parseMoney(row.federalIncomeTax),
    additionalWithholding: parseMoney(row.additionalWithholding),
    socialSecurityTax: parseMoney(row.socialSecurityTax),
    medicareTax: parseMoney(row.medicareTax),
    additionalMedicareTax: parseMoney(row.additionalMedicareTax),
    stateIncomeTax: parseMoney(row.stateIncomeTax),
    stateDisabilityTax: parseMoney(row.stateDisabilityTax),
    statePaidFamilyLeave: parseMoney(row.statePaidFamilyLeave),
    sutaTax: parseMoney(row.sutaTax),
    firstPayDate: row.firstPayDate,
    paycheckCount: row.paycheckCount,
  };
}

/**
 * The year's pay per employee and work state with the employee's code: what the W-2s need, grouped
 * without quarters so a year of 10,000 employees arrives as about 10,000 rows, in code order.
 */
export async function loadYearW2Totals(
  db: DatabaseOrTransaction,
  taxYear: number,
): Promise<EmployeeStateTotals[]> {
  const inYear = between(payrollRecords.payDate, `${taxYear}-01-01`, `${taxYear}-12-31`);
  // One statement after another: W-2 generation passes its transaction (see loadYearPayrollTotals).
  const rows = await db
    .select({ ...payTotalsSelection, employeeCode: employees.employeeId })
    .from(payrollRecords)
    .innerJoin(employees, eq(employees.id, payrollRecords.employeeId))
    .where(inYear)
    .groupBy(payrollRecords.employeeId, employees.employeeId, payrollRecords.state)
    .orderBy(employees.employeeId, sql`min(${payrollRecords.payDate})`, payrollRecords.state);
  const programs = await db
    .select({
      employeeId: payrollRecords.employeeId,
      state: payrollRecords.state,
      programId: payrollRecordStateLines.programId,
      amount: sumMoney(payrollRecordStateLines.amount),
    })
    .from(payrollRecordStateLines)
    .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordStateLines.payrollRecordId))
    .where(inYear)
    .groupBy(payrollRecords.employeeId, payrollRecords.state, payrollRecordStateLines.programId);
  const localities = await loadLocalityNames(db, inYear, `${taxYear}-12-31`);
  const deductionLines = await db
    .select({
      employeeId: payrollRecords.employeeId,
      state: payrollRecords.state,
      type: payrollRecordDeductionLines.deductionType,
      employeeAmount: sumMoney(payrollRecordDeductionLines.employeeAmount),
      employerAmount: sumMoney(payrollRecordDeductionLines.employerAmount),
    })
    .from(payrollRecordDeductionLines)
    .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordDeductionLines.payrollRecordId))
    .where(inYear)
    .groupBy(
      payrollRecords.employeeId,
      payrollRecords.state,
      payrollRecordDeductionLines.deductionType,
    )
    .orderBy(payrollRecordDeductionLines.deductionType);
  const deductionsOf = new Map<string, W2DeductionTotal[]>();
  for (const line of deductionLines) {
    const key = `${line.employeeId}/${line.state}`;
    deductionsOf.set(key, [
      ...(deductionsOf.get(key) ?? []),
      {
        type: line.type as DeductionType,
        employeeAmount: parseMoney(line.employeeAmount),
        employerAmount: parseMoney(line.employerAmount),
      },
    ]);
  }
  const linesOf = new Map<string, Record<string, Cents>>();
  for (const program of programs) {
    const key = `${program.employeeId}/${program.state}`;
    const lines = linesOf.get(key) ?? {};
    lines[program.programId] = parseMoney(program.amount);
    linesOf.set(key, lines);
  }
  return rows.map((row) => ({
    ...toPayTotals(row),
    employeeCode: row.employeeCode,
    stateLines: linesOf.get(`${row.employeeId}/${row.state}`) ?? {},
    localityName: localities.get(`${row.employeeId}/${row.state}`) ?? null,
    deductions: deductionsOf.get(`${row.employeeId}/${row.state}`) ?? [],
  }));
}

/**
 * The locality (W-2 box 20) of each employee and state with a local income tax line in the year,
 * keyed `employee id/state`: the county named by the employee's certificate for that state in
 * force at the year's end, or the state's default county when none is on file.
 */
async function loadLocalityNames(
  db: DatabaseOrTransaction,
  inYear: SQL,
  yearEnd: string,
): Promise<Map<string, string>> {
  const withLocalTax = await db
    .selectDistinct({ employeeId: payrollRecords.employeeId, state: payrollRecords.state })
    .from(payrollRecordStateLines)
    .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordStateLines.payrollRecordId))
    .where(and(inYear, eq(payrollRecordStateLines.kind, 'local-income-tax')));
  const names = new Map<string, string>();
  if (withLocalTax.length === 0) return names;
  // Newest first: the first certificate met for an employee and state is the one in force.
  const certificates = await db
    .select({
      employeeId: stateCertificates.employeeId,
      state: stateCertificates.state,
      values: stateCertificates.values,
    })
    .from(stateCertificates)
    .where(
      and(
        inArray(
          stateCertificates.employeeId,
          withLocalTax.map((row) => row.employeeId),
        ),
        lte(stateCertificates.effectiveDate, yearEnd),
      ),
    )
    .orderBy(
      sql`${stateCertificates.effectiveDate} desc`,
      sql`${stateCertificates.createdAt} desc`,
    );
  const inForce = new Map<string, (typeof certificates)[number]['values']>();
  for (const certificate of certificates) {
    const key = `${certificate.employeeId}/${certificate.state}`;
    if (!inForce.has(key)) inForce.set(key, certificate.values);
  }
  for (const { employeeId, state } of withLocalTax) {
    const key = `${employeeId}/${state}`;
    const name = describeLocality(state, inForce.get(key) ?? null);
    if (name) names.set(key, name);
  }
  return names;
}
