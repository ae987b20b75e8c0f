import { multiplyRate, type Cents, type RatePpm } from '@paylab/shared/money';
import { getLastTimelyFilingDate } from './filing-calendar';

/*
 * Failure-to-file addition to tax, 26 U.S.C. 6651(a)(1): 5% of the net amount due "for each month or
 * fraction thereof" the return is late, at most 25%. The net amount due is the tax on the return
 * less what was paid by the due date (Form 941 line 14). Failure-to-pay and failure-to-deposit
 * penalties are not estimated.
 */
export const FAILURE_TO_FILE_RATE_PER_MONTH: RatePpm = 50_000;
export const FAILURE_TO_FILE_MAXIMUM_MONTHS = 5;
export const FAILURE_TO_FILE_CITATION =
  '26 U.S.C. 6651(a)(1): 5% of the net amount due for each month or fraction of a month late, not exceeding 25% in the aggregate';

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return `${target.toISOString().slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** Months or fractions of a month from the due date to the filing date (0 when on time), at most 5. */
export function countMonthsLate(dueDate: string, filedDate: string): number {
  if (filedDate <= getLastTimelyFilingDate(dueDate)) return 0;
  for (let months = 1; months < FAILURE_TO_FILE_MAXIMUM_MONTHS; months += 1) {
    if (filedDate <= addMonths(dueDate, months)) return months;
  }
  return FAILURE_TO_FILE_MAXIMUM_MONTHS;
}

/** The failure-to-file estimate on a return filed (or still unfiled) on `filedOrToday`. */
export function calculateFailureToFilePenalty(
  netAmountDue: Cents,
  dueDate: string,
  filedOrToday: string,
): Cents {
  if (netAmountDue <= 0) return 0;
  return multiplyRate(
    netAmountDue,
    FAILURE_TO_FILE_RATE_PER_MONTH * countMonthsLate(dueDate, filedOrToday),
  );
}
