import { and, gte, lt, type SQL } from 'drizzle-orm';
import { payrollRecords } from '@paylab/db';
import type { ReportRange } from './report-period';

/**
 * Paychecks whose pay date falls in [start, endExclusive): the period a paycheck belongs to is the
 * one its wages were paid in, as on the 941 and the W-2 (ADR 0034). A pay date is a calendar date,
 * so no time zone enters the comparison, and the pay_date index serves it.
 */
export function paidWithin(range: Pick<ReportRange, 'startDate' | 'endExclusive'>): SQL {
  return and(
    gte(payrollRecords.payDate, range.startDate),
    lt(payrollRecords.payDate, range.endExclusive),
  )!;
}
