import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { employees, payrollRecords, type DatabaseOrTransaction } from '@paylab/db';
import {
  DEDUCTION_TOTALS_CSV_COLUMNS,
  DEPARTMENT_SUMMARY_CSV_COLUMNS,
  formatMoney,
  parseMoney,
  PAYROLL_SUMMARY_CSV_COLUMNS,
  STATE_WITHHOLDING_CSV_COLUMNS,
  type ReportQuery,
} from '@paylab/shared';
import { loadDeductionTotals } from './get-deduction-totals';
import { loadDepartmentSummary } from './get-payroll-report';
import { loadStateWithholding } from './get-state-withholding';
import { readQueryRange, type ReportClock, type ReportRange } from './report-period';
import { SAFE_CSV_CAST } from './csv-cells';
import { paidWithin } from './report-queries';

/*
 * The CSV exports of the Reports screen. csv-stringify does the quoting (commas, quotes, line
 * breaks in names and departments); the UTF-8 byte-order mark makes spreadsheets read it as UTF-8.
 */

/** Rows fetched per query: keyset pages keep memory flat for a year of a large company. */
const BATCH_SIZE = 5_000;

/** `payroll-summary-current-month.csv`, or with a chosen year `payroll-summary-2025-current-month.csv`. */
const toCsvFileName =
  (report: string) =>
  ({ period, year }: Pick<ReportQuery, 'period' | 'year'>) =>
    `${report}-${year === undefined ? '' : `${year}-`}${period}.csv`;
export const payrollSummaryFileName = toCsvFileName('payroll-summary');
export const departmentSummaryFileName = toCsvFileName('department-summary');
export const stateWithholdingFileName = toCsvFileName('state-withholding');
export const deductionTotalsFileName = toCsvFileName('deductions');

interface SummaryRow {
  id: string;
  payDate: string;
  employeeCode: string;
  employeeName: string;
  department: string;
  payPeriodStart: string;
  payPeriodEnd: string;
  hoursWorked: string;
  overtimeHours: string;
  grossPay: string;
  supplementalPay: string;
  federalIncomeTax: string;
  additionalWithholding: string;
  stateIncomeTax: string;
  totalDeductions: string;
  netPay: string;
}

async function* payrollSummaryRows(
  db: DatabaseOrTransaction,
  range: ReportRange,
): AsyncGenerator<string[]> {
  const within = paidWithin(range);
  type Cursor = { payDate: string; id: string };
  let after: Cursor | null = null;
  for (;;) {
    const cursor: Cursor | null = after;
    const rows: SummaryRow[] = await db
      .select({
        id: payrollRecords.id,
        payDate: payrollRecords.payDate,
        employeeCode: employees.employeeId,
        employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
        department: employees.department,
        payPeriodStart: payrollRecords.payPeriodStart,
        payPeriodEnd: payrollRecords.payPeriodEnd,
        hoursWorked: payrollRecords.hoursWorked,
        overtimeHours: payrollRecords.overtimeHours,
        grossPay: payrollRecords.grossPay,
        supplementalPay: payrollRecords.supplementalPay,
        federalIncomeTax: payrollRecords.federalIncomeTax,
        additionalWithholding: payrollRecords.additionalWithholding,
        stateIncomeTax: payrollRecords.stateIncomeTax,
        totalDeductions: payrollRecords.totalDeductions,
        netPay: payrollRecords.netPay,
      })
      .from(payrollRecords)
      .innerJoin(employees, eq(employees.id, payrollRecords.employeeId))
      .where(
        cursor
          ? and(
              within,
              or(
                lt(payrollRecords.payDate, cursor.payDate),
                and(eq(payrollRecords.payDate, cursor.payDate), lt(payrollRecords.id, cursor.id)),
              ),
            )
          : within,
      )
      .orderBy(desc(payrollRecords.payDate), desc(payrollRecords.id))
      .limit(BATCH_SIZE);
    for (const row of rows) {
      yield [
        row.employeeCode,
        row.employeeName,
        row.department,
        row.payPeriodStart,
        row.payPeriodEnd,
        row.hoursWorked,
        // GrossPay counts supplemental pay too, so GrossPay - TotalDeductions = NetPay on every row.
        formatMoney(parseMoney(row.grossPay) + parseMoney(row.supplementalPay)),
        formatMoney(parseMoney(row.federalIncomeTax) + parseMoney(row.additionalWithholding)),
        row.stateIncomeTax,
        row.totalDeductions,
        row.netPay,
        row.payDate,
        row.overtimeHours,
      ];
    }
    if (rows.length < BATCH_SIZE) return;
    const last: SummaryRow = rows[rows.length - 1]!;
    after = { payDate: last.payDate, id: last.id };
  }
}

/** payroll-summary-{period}.csv: one line per paycheck with its pay date in the period, latest pay date first. */
export function streamPayrollSummaryCsv(
  db: DatabaseOrTransaction,
  query: ReportQuery,
  clock: ReportClock = {},
): Readable {
  // The period is settled before the stream starts, so a refused year is a 400, not a broken download.
  const range = readQueryRange(query, clock);
  return Readable.from(payrollSummaryRows(db, range)).pipe(
    stringify({
      header: true,
      columns: [...PAYROLL_SUMMARY_CSV_COLUMNS],
      bom: true,
      cast: SAFE_CSV_CAST,
    }),
  );
}

function renderCsv(rows: unknown[][], columns: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    stringify(
      rows,
      { header: true, columns: [...columns], bom: true, cast: SAFE_CSV_CAST },
      (error, output) => (error ? reject(error) : resolve(output)),
    );
  });
}

/**
 * The CSV of one of the screen's tables over a report query's period: the table's loader, as the
 * screen reads it, each entry's rows, and the columns they fill.
 */
function exportTableCsv<Entry>(
  load: (db: DatabaseOrTransaction, within: SQL) => Promise<Entry[]>,
  toRows: (entry: Entry) => unknown[][],
  columns: readonly string[],
) {
  return async (
    db: DatabaseOrTransaction,
    query: ReportQuery,
    clock: ReportClock = {},
  ): Promise<string> => {
    const entries = await load(db, paidWithin(readQueryRange(query, clock)));
    return renderCsv(entries.flatMap(toRows), columns);
  };
}

/** department-summary-{period}.csv: the department table of the screen. */
export const renderDepartmentSummaryCsv = exportTableCsv(
  loadDepartmentSummary,
  (entry) => [
    [
      entry.department,
      entry.employees,
      entry.grossPay,
      entry.federalTax,
      entry.stateTax,
      entry.totalDeductions,
      entry.netPay,
    ],
  ],
  DEPARTMENT_SUMMARY_CSV_COLUMNS,
);

/**
 * state-withholding-{period}.csv: the state table of the screen, a row per state and program so a
 * spreadsheet can total any column; a state that withheld nothing has one row without a program.
 */
export const renderStateWithholdingCsv = exportTableCsv(
  loadStateWithholding,
  (entry) => {
    const state = [entry.state, entry.name, entry.employees, entry.wages];
    if (entry.programs.length === 0) return [[...state, '', '', '', '']];
    return entry.programs.map((program) => [
      ...state,
      program.programId,
      program.label,
      program.kind,
      program.amount,
    ]);
  },
  STATE_WITHHOLDING_CSV_COLUMNS,
);

/** deductions-{period}.csv: the deductions table of the screen, a row per deduction type. */
export const renderDeductionTotalsCsv = exportTableCsv(
  loadDeductionTotals,
  (entry) => [
    [entry.type, entry.label, entry.employees, entry.employeeAmount, entry.employerAmount],
  ],
  DEDUCTION_TOTALS_CSV_COLUMNS,
);
