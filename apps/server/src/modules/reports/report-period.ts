import {
  AppError,
  getWorkingToday,
  listRecordTaxYears,
  listYearsInWords,
  moveToYear,
  type PayrollCalendar,
  type ReportPeriod,
  type ReportQuery,
} from '@paylab/shared';

export interface ReportRange {
  /** First day of the period, inclusive (YYYY-MM-DD; which period is current follows the viewer's today). */
  startDate: string;
  /** Last day of the period, inclusive. */
  endDate: string;
  /** The day after the period: paychecks with an earlier pay date belong. */
  endExclusive: string;
  /** The calendar year the period starts in (for the months chart). */
  year: number;
}

/** Today's calendar date in an IANA time zone. */
export function getTodayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** What a report reads the clock by: the instant (tests and benches fix it) and the company's calendar. */
export interface ReportClock {
  now?: Date;
  calendar?: PayrollCalendar;
}

/**
 * The day a report's periods are counted from: today in the viewer's time zone, or the same day of
 * the company's practice year (issue 27, item 3); with a `year`, the same day of that year, which
 * must be one the Reports screen offers (a modelled year, or the company's current year when later).
 */
export function getReportToday(
  { timeZone, year }: { timeZone: string; year?: number | undefined },
  { now, calendar = 'today' }: ReportClock,
): string {
  const workingToday = getWorkingToday(calendar, getTodayIn(timeZone, now));
  if (year === undefined) return workingToday;
  const choices = listRecordTaxYears(Number(workingToday.slice(0, 4)));
  if (!choices.includes(year))
    throw AppError.field('year', `Choose the tax year ${listYearsInWords(choices)}`);
  return moveToYear(workingToday, year);
}

/** The pay dates a report query asks for: its period, counted from its viewer's report day. */
export function readQueryRange(query: ReportQuery, clock: ReportClock): ReportRange {
  return getReportRange(query.period, getReportToday(query, clock));
}

const pad = (value: number) => String(value).padStart(2, '0');
const firstOfMonth = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
};

function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** The calendar range of a report period around `today`, matched against pay dates (ADR 0034). */
export function getReportRange(period: ReportPeriod, today: string): ReportRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  let startDate: string;
  let endExclusive: string;
  switch (period) {
    case 'current-month':
      startDate = firstOfMonth(year, month);
      endExclusive = firstOfMonth(year, month + 1);
      break;
    case 'last-month':
      startDate = firstOfMonth(year, month - 1);
      endExclusive = firstOfMonth(year, month);
      break;
    case 'current-quarter': {
      const firstMonth = Math.floor((month - 1) / 3) * 3 + 1;
      startDate = firstOfMonth(year, firstMonth);
      endExclusive = firstOfMonth(year, firstMonth + 3);
      break;
    }
    case 'current-year':
      startDate = `${year}-01-01`;
      endExclusive = `${year + 1}-01-01`;
      break;
  }
  return {
    startDate,
    endDate: dayBefore(endExclusive),
    endExclusive,
    year: Number(startDate.slice(0, 4)),
  };
}
