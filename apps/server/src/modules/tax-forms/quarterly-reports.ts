import { and, asc, eq, sql } from 'drizzle-orm';
import {
  quarterlyTaxReports,
  type Database,
  type DatabaseOrTransaction,
  type Transaction,
} from '@paylab/db';
import {
  formatMoney,
  parseMoney,
  type Form941Lines as Form941LinesWire,
  type QuarterlyTaxReport,
} from '@paylab/shared';
import {
  calculateFailureToFilePenalty,
  getForm941DueDate,
  getQuarterlyReportStatus,
  isQuarterlyReportLate,
  type Form941Lines,
  type Quarter,
} from '@paylab/tax-engine/forms';
import { assembleYearForms, type QuarterFigures } from './assemble-year-forms';
import { loadYearPayrollTotals } from './load-year-payroll-totals';
import { runFormBuilder } from './tax-forms-errors';
import { runInTurn } from '../../lib/run-in-turn';

type ReportRow = typeof quarterlyTaxReports.$inferSelect;

/** Advisory lock namespace: one refresh of a year's reports at a time. */
const QUARTERLY_REFRESH_LOCK = 520_004;

/** What each 941 line holds: a count (line 1), a box (line 4), an amount, or a pair of columns. */
const FORM_941_LINE_KINDS = {
  line1: 'count',
  line2: 'amount',
  line3: 'amount',
  line4: 'box',
  line5a: 'columns',
  line5b: 'columns',
  line5c: 'columns',
  line5d: 'columns',
  line5e: 'amount',
  line5f: 'amount',
  line6: 'amount',
  line7: 'amount',
  line8: 'amount',
  line9: 'amount',
  line10: 'amount',
  line11: 'amount',
  line12: 'amount',
  line13: 'amount',
  line14: 'amount',
  line15: 'amount',
} as const;

/** The 941 lines with their amounts in cents (the engine's) or as "1234.50" (the stored report's). */
type Form941LinesIn<Amount> = {
  [Line in keyof typeof FORM_941_LINE_KINDS]: {
    count: number;
    box: boolean;
    amount: Amount;
    columns: { column1: Amount; column2: Amount };
  }[(typeof FORM_941_LINE_KINDS)[Line]];
};

/** The 941 lines with every amount, in a column or not, passed through `convert`, in line order. */
function convertAmounts<From, To>(
  lines: Form941LinesIn<From>,
  convert: (amount: From) => To,
): Form941LinesIn<To> {
  const entries = Object.entries(FORM_941_LINE_KINDS).map(([line, kind]) => {
    const value = lines[line as keyof typeof FORM_941_LINE_KINDS];
    if (kind === 'amount') return [line, convert(value as From)];
    if (kind !== 'columns') return [line, value];
    const { column1, column2 } = value as { column1: From; column2: From };
    return [line, { column1: convert(column1), column2: convert(column2) }];
  });
  return Object.fromEntries(entries) as Form941LinesIn<To>;
}

export function toWireLines(lines: Form941Lines): Form941LinesWire {
  return convertAmounts(lines, formatMoney);
}

/** The 941 lines stored with a report, back in cents (for the reconciliation). */
export function fromWireLines(lines: Form941LinesWire): Form941Lines {
  return convertAmounts(lines, parseMoney);
}

function storedDeposits(row: ReportRow): number {
  const line13 = (row.lines as Partial<Form941LinesWire> | null)?.line13;
  return line13 ? parseMoney(line13) : 0;
}

function toReportValues(
  taxYear: number,
  figures: QuarterFigures,
  filedDate: string | null,
  today: string,
) {
  const dueDate = getForm941DueDate(taxYear, figures.quarter);
  const isLate = isQuarterlyReportLate({ dueDate, filedDate }, today);
  const lines = figures.form941.lines;
  return {
    taxYear,
    quarter: figures.quarter,
    totalWages: formatMoney(lines.line2),
    federalIncomeTaxWithheld: formatMoney(lines.line3),
    socialSecurityWages: formatMoney(lines.line5a.column1),
    socialSecurityTax: formatMoney(lines.line5a.column2),
    medicareWages: formatMoney(lines.line5c.column1),
    medicareTax: formatMoney(lines.line5c.column2),
    additionalMedicareTax: formatMoney(lines.line5d.column2),
    futaWages: formatMoney(figures.futaWages),
    futaTax: formatMoney(figures.futaTax),
    sutaWages: formatMoney(figures.sutaWages),
    sutaTax: formatMoney(figures.sutaTax),
    stateWages: formatMoney(figures.stateWages),
    stateIncomeTax: formatMoney(figures.stateIncomeTax),
    stateDisabilityTax: formatMoney(figures.stateDisabilityTax),
    lines: toWireLines(lines),
    dueDate,
    isLate,
    penaltyAmount: formatMoney(
      calculateFailureToFilePenalty(lines.line14, dueDate, filedDate ?? today),
    ),
    updatedAt: new Date().toISOString(),
  };
}

export function toReportWire(row: ReportRow, warnings: readonly string[] = []): QuarterlyTaxReport {
  return {
    id: row.id,
    taxYear: row.taxYear,
    quarter: row.quarter,
    totalWages: row.totalWages,
    federalIncomeTaxWithheld: row.federalIncomeTaxWithheld,
    socialSecurityWages: row.socialSecurityWages,
    socialSecurityTax: row.socialSecurityTax,
    medicareWages: row.medicareWages,
    medicareTax: row.medicareTax,
    additionalMedicareTax: row.additionalMedicareTax,
    futaWages: row.futaWages,
    futaTax: row.futaTax,
    sutaWages: row.sutaWages,
    sutaTax: row.sutaTax,
    stateWages: row.stateWages,
    stateIncomeTax: row.stateIncomeTax,
    stateDisabilityTax: row.stateDisabilityTax,
    dueDate: row.dueDate,
    filedDate: row.filedDate,
    isLate: row.isLate,
    penaltyAmount: row.penaltyAmount,
    status: getQuarterlyReportStatus({ filedDate: row.filedDate, isLate: row.isLate }),
    lines: row.lines as Form941LinesWire,
    warnings: [...warnings],
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export interface RefreshQuarterlyReportsOptions {
  taxYear: number;
  today: string;
  /** A quarter to file in the same transaction (POST /api/quarterly-tax/{id}/file). */
  filing?: { quarter: number; filedDate: string; totalDeposits?: number };
}

/**
 * Brings the year's quarterly reports up to date with the payroll records: one report per quarter
 * with payroll, figures recomputed, filing details (filed date, line 13 deposits) kept, isLate and
 * the failure-to-file estimate as of `today`. An unfiled report whose quarter lost its payroll goes.
 */
export async function refreshQuarterlyReports(
  db: Database,
  options: RefreshQuarterlyReportsOptions,
): Promise<QuarterlyTaxReport[]> {
  return runInTurn(`quarterly:${options.taxYear}`, () =>
    db.transaction((tx) => refreshQuarterlyReportsIn(tx, options)),
  );
}

/** The refresh inside a transaction the caller holds (filing writes its audit row in the same one). */
export async function refreshQuarterlyReportsIn(
  tx: Transaction,
  { taxYear, today, filing }: RefreshQuarterlyReportsOptions,
): Promise<QuarterlyTaxReport[]> {
  {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUARTERLY_REFRESH_LOCK}, ${taxYear})`);
    // A few rows per employee and quarter: enough memory keeps the grouping off disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const existing = await tx
      .select()
      .from(quarterlyTaxReports)
      .where(eq(quarterlyTaxReports.taxYear, taxYear));
    const byQuarter = new Map(existing.map((row) => [row.quarter, row]));
    const deposits: Partial<Record<Quarter, number>> = {};
    for (const row of existing) deposits[row.quarter as Quarter] = storedDeposits(row);
    if (filing?.totalDeposits !== undefined)
      deposits[filing.quarter as Quarter] = filing.totalDeposits;

    const totals = await loadYearPayrollTotals(tx, taxYear);
    const forms = runFormBuilder(() => assembleYearForms(totals, deposits));
    const warnings = new Map<number, string[]>();
    const kept = new Set<number>();
    for (const figures of forms.quarters) {
      const previous = byQuarter.get(figures.quarter);
      const filedDate =
        filing?.quarter === figures.quarter ? filing.filedDate : (previous?.filedDate ?? null);
      const values = toReportValues(taxYear, figures, filedDate, today);
      await tx
        .insert(quarterlyTaxReports)
        .values({ ...values, filedDate })
        .onConflictDoUpdate({
          target: [quarterlyTaxReports.taxYear, quarterlyTaxReports.quarter],
          set: { ...values, filedDate },
        });
      warnings.set(figures.quarter, figures.form941.warnings);
      kept.add(figures.quarter);
    }
    for (const row of existing) {
      if (kept.has(row.quarter)) continue;
      if (filing?.quarter === row.quarter) {
        await tx
          .update(quarterlyTaxReports)
          .set({ filedDate: filing.filedDate, isLate: false, updatedAt: new Date().toISOString() })
          .where(eq(quarterlyTaxReports.id, row.id));
        continue;
      }
      if (row.filedDate) continue;
      await tx.delete(quarterlyTaxReports).where(and(eq(quarterlyTaxReports.id, row.id)));
    }
    const rows = await tx
      .select()
      .from(quarterlyTaxReports)
      .where(eq(quarterlyTaxReports.taxYear, taxYear))
      .orderBy(asc(quarterlyTaxReports.quarter));
    return rows.map((row) => toReportWire(row, warnings.get(row.quarter)));
  }
}

export async function findQuarterlyReport(
  db: DatabaseOrTransaction,
  id: string,
  { isLocked = false } = {},
): Promise<ReportRow | undefined> {
  const query = db.select().from(quarterlyTaxReports).where(eq(quarterlyTaxReports.id, id));
  const [row] = isLocked ? await query.for('update') : await query;
  return row;
}
