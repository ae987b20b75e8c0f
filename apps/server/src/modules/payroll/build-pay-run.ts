import { and, count, eq, gt } from 'drizzle-orm';
import { employees, type DatabaseOrTransaction } from '@paylab/db';
import {
  AppError,
  type PayFrequencyId,
  type PayRunError,
  type PayRunHours,
  type RULE_SET_IDS,
} from '@paylab/shared';
import {
  listCoverageWarnings,
  TaxEngineInputError,
  type PaycheckResult,
  type TaxYearParameters,
} from '@paylab/tax-engine';
import type { PricedDeductionLine } from './apply-benefit-elections';
import { toHundredths, type Earnings } from './calculate-earnings';
import { getPayrollSettings } from './get-payroll-settings';
import type { PricedRecord } from './insert-payroll-records';
import { describeFiledQuarter, findFiledQuarter } from './find-filed-quarter';
import {
  describeLaterPaycheck,
  describeOverlap,
  loadPayrollInputs,
  type PayrollEmployee,
} from './load-payroll-inputs';
import { pricePaycheck } from './price-paycheck';
import {
  resolveParametersForPayDate,
  resolvePayPeriod,
  type ResolvedPayPeriod,
} from './resolve-pay-period';

export interface PayRunRequest {
  payFrequency: PayFrequencyId;
  payPeriodStart?: string;
  payPeriodEnd?: string;
  payDate?: string;
  hours: PayRunHours[];
}

export interface BuiltPayRunRow {
  employee: PayrollEmployee;
  hoursHundredths: number;
  overtimeHundredths: number;
  earnings: Earnings | null;
  result: PaycheckResult | null;
  deductionLines: PricedDeductionLine[];
  error: string | null;
}

export interface BuiltPayRun {
  payFrequency: PayFrequencyId;
  period: ResolvedPayPeriod;
  ruleSet: (typeof RULE_SET_IDS)[number];
  rows: BuiltPayRunRow[];
  errors: PayRunError[];
  warnings: string[];
}

/** What a pay run's rows are written under, known once its period is resolved. */
export interface PayRunHeading {
  payFrequency: PayFrequencyId;
  period: ResolvedPayPeriod;
  ruleSet: (typeof RULE_SET_IDS)[number];
}

export interface BuildPayRunOptions {
  request: PayRunRequest;
  today: string;
  onPriced?(priced: number, total: number): void;
  /**
   * Takes the rows a chunk at a time, in order, while the rest are priced, with the write of the
   * chunk before (undefined for the first): it prepares its statement at once and writes once that
   * write is done, failing with its error if it failed. Pricing waits for the write before the one
   * it hands over, so the database writes one chunk while the engine prepares the next and prices
   * the one after. Every chunk is handed over before the run is returned.
   */
  writeChunk?(
    rows: readonly BuiltPayRunRow[],
    heading: PayRunHeading,
    previous: Promise<void> | undefined,
  ): Promise<void>;
}

/** Rows per progress report and per chunk written. */
const PROGRESS_EVERY = 2_000;
/** While a chunk is being written, pricing lets its statement and answer through this often. */
const YIELD_EVERY = 250;
/**
 * The first chunk is handed over this early: the database has nothing to do from the end of the
 * read until then.
 */
const FIRST_CHUNK = 250;

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Prices every active employee of one frequency hired by the period end: one set-based read of
 * the inputs, parameters resolved once, the pure engine in a tight loop. Employees who cannot be
 * paid (already paid for an overlapping period or on a later pay date, input the rules refuse)
 * become per-employee errors rather than exceptions, so the screen can list them all; a pay run
 * with any of them commits nothing.
 */
export async function buildPayRun(
  db: DatabaseOrTransaction,
  { request, today, onPriced, writeChunk }: BuildPayRunOptions,
): Promise<BuiltPayRun> {
  const settings = await getPayrollSettings(db);
  const period = resolvePayPeriod({ ...request, today, anchorDate: settings.anchorDate });
  const filed = await findFiledQuarter(db, period.payDate);
  if (filed) throw AppError.field('payDate', describeFiledQuarter(filed));
  const params: TaxYearParameters = resolveParametersForPayDate(period.payDate);
  const inputs = await loadPayrollInputs(db, {
    scope: { payFrequency: request.payFrequency, hiredBy: period.payPeriodEnd },
    ...period,
  });

  const hoursByEmployee = new Map<string, PayRunHours>();
  const employeeIds = new Set(inputs.employees.map((employee) => employee.id));
  request.hours.forEach((row, index) => {
    if (!employeeIds.has(row.employeeId)) {
      throw AppError.field(
        `hours.${index}.employeeId`,
        `Not an active ${request.payFrequency} employee of this pay run`,
      );
    }
    hoursByEmployee.set(row.employeeId, row);
  });

  const defaultHundredths = request.payFrequency === 'bi-weekly' ? 8_000 : 4_000;
  const rows: BuiltPayRunRow[] = [];
  const errors: PayRunError[] = [];
  const total = inputs.employees.length;
  const heading: PayRunHeading = {
    payFrequency: request.payFrequency,
    period,
    ruleSet: settings.ruleSet,
  };
  let writing: Promise<void> | undefined;
  let handedOver = 0;
  const handOver = async () => {
    if (!writeChunk || handedOver === rows.length) return;
    const previous = writing;
    writing = writeChunk(rows.slice(handedOver), heading, previous);
    // A refusal is raised where the write is awaited, not as an unhandled rejection meanwhile.
    writing.catch(() => undefined);
    handedOver = rows.length;
    await previous;
  };
  for (const employee of inputs.employees) {
    const override = hoursByEmployee.get(employee.id);
    const row: BuiltPayRunRow = {
      employee,
      hoursHundredths: override ? toHundredths(override.hoursWorked) : defaultHundredths,
      overtimeHundredths: override ? toHundredths(override.overtimeHours) : 0,
      earnings: null,
      result: null,
      deductionLines: [],
      error: null,
    };
    const overlaps = inputs.overlaps.get(employee.id);
    const laterPayDate = inputs.laterPayDates.get(employee.id);
    if (overlaps?.length) {
      row.error = describeOverlap(overlaps);
    } else if (laterPayDate) {
      row.error = describeLaterPaycheck(laterPayDate, period.payDate);
    } else {
      try {
        const priced = pricePaycheck(params, {
          employee,
          w4: inputs.w4ByEmployee.get(employee.id),
          ytd: inputs.yearToDate.get(employee.id),
          hoursHundredths: row.hoursHundredths,
          overtimeHundredths: row.overtimeHundredths,
          supplementalPay: 0,
          ruleSet: settings.ruleSet,
          sutaRate: settings.sutaRate,
        });
        row.earnings = priced.earnings;
        row.result = priced.result;
        row.deductionLines = priced.deductionLines;
      } catch (error) {
        if (!(error instanceof TaxEngineInputError)) throw error;
        row.error = error.message;
      }
    }
    if (row.error) {
      errors.push({
        employeeId: employee.id,
        employeeCode: employee.employeeCode,
        name: `${employee.firstName} ${employee.lastName}`,
        message: row.error,
      });
    }
    rows.push(row);
    if (rows.length % PROGRESS_EVERY === 0) {
      onPriced?.(rows.length, total);
      await handOver();
    } else if (rows.length === FIRST_CHUNK) await handOver();
    else if (writing && rows.length % YIELD_EVERY === 0) await yieldToIo();
  }
  onPriced?.(rows.length, total);
  await handOver();

  // Each jurisdiction carried forward from an earlier year is named once for the run; worded
  // while the last chunk is written.
  const warnings = [
    ...new Set(
      rows.flatMap((row) =>
        listCoverageWarnings(
          params,
          row.employee.state,
          settings.ruleSet,
          row.deductionLines.length > 0,
        ),
      ),
    ),
  ];
  await writing;
  const [hiredLater] = await db
    .select({ value: count() })
    .from(employees)
    .where(
      and(
        eq(employees.payFrequency, request.payFrequency),
        eq(employees.isActive, true),
        gt(employees.hireDate, period.payPeriodEnd),
      ),
    );
  const laterCount = hiredLater!.value;
  if (laterCount > 0) {
    warnings.push(
      `${laterCount} active ${request.payFrequency} ${laterCount === 1 ? 'employee is' : 'employees are'} hired after ${period.payPeriodEnd} and not part of this run`,
    );
  }
  return {
    payFrequency: request.payFrequency,
    period,
    ruleSet: settings.ruleSet,
    rows,
    errors,
    warnings,
  };
}

/** The rows that can be written, as insertable records. */
export function toPricedRecords(rows: readonly BuiltPayRunRow[]): PricedRecord[] {
  const records: PricedRecord[] = [];
  for (const row of rows) {
    if (!row.earnings || !row.result) continue;
    records.push({
      employeeId: row.employee.id,
      state: row.employee.state,
      earnings: row.earnings,
      supplementalPay: 0,
      result: row.result,
      deductionLines: row.deductionLines,
    });
  }
  return records;
}
