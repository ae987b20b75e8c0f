import { TaxEngineInputError } from '../errors';
import { isLegalHoliday } from './legal-holidays';

export type Quarter = 1 | 2 | 3 | 4;
export const QUARTERS: readonly Quarter[] = [1, 2, 3, 4];

const SPEC_DUE_DATES =
  'PayLab product spec section 9: "Quarter due dates: Q1 April 30, Q2 July 31, Q3 October 31, Q4 January 31 of the next year"';

function assertQuarter(quarter: number): asserts quarter is Quarter {
  if (quarter !== 1 && quarter !== 2 && quarter !== 3 && quarter !== 4)
    throw new TaxEngineInputError('quarter', 'The quarter must be 1, 2, 3 or 4');
}

/** The calendar quarter (1-4) of a YYYY-MM-DD date. */
export function getQuarterOfDate(date: string): Quarter {
  const month = Number(date.slice(5, 7));
  return Math.ceil(month / 3) as Quarter;
}

/** First and last day of a quarter, as YYYY-MM-DD. */
export function getQuarterDateRange(
  taxYear: number,
  quarter: number,
): { start: string; end: string } {
  assertQuarter(quarter);
  const ends = ['03-31', '06-30', '09-30', '12-31'];
  const starts = ['01-01', '04-01', '07-01', '10-01'];
  return { start: `${taxYear}-${starts[quarter - 1]}`, end: `${taxYear}-${ends[quarter - 1]}` };
}

/**
 * Form 941 line 1 counts employees paid for the pay period that includes the 12th of the quarter's
 * last month (Form 941 (Rev. March 2025) line 1: "Mar. 12 (Quarter 1), June 12 (Quarter 2), Sept. 12
 * (Quarter 3), or Dec. 12 (Quarter 4)").
 */
export function getForm941Line1Date(taxYear: number, quarter: number): string {
  assertQuarter(quarter);
  return `${taxYear}-${String(quarter * 3).padStart(2, '0')}-12`;
}

/** Due date of Form 941 for a quarter (spec section 9). */
export function getForm941DueDate(taxYear: number, quarter: number): string {
  assertQuarter(quarter);
  return [`${taxYear}-04-30`, `${taxYear}-07-31`, `${taxYear}-10-31`, `${taxYear + 1}-01-31`][
    quarter - 1
  ]!;
}

/** Forms W-2 and W-3 are due to employees and the SSA on January 31 of the next year. */
export function getFormW2DueDate(taxYear: number): string {
  return `${taxYear + 1}-01-31`;
}

/** Form 940 is due January 31 of the next year. */
export function getForm940DueDate(taxYear: number): string {
  return `${taxYear + 1}-01-31`;
}

/**
 * The next business day on or after `date`: a due date that falls on a Saturday, Sunday or legal
 * holiday moves to the next day that is none of them (26 U.S.C. 7503; IRS Pub 509, "Saturday,
 * Sunday, or legal holiday"; the holidays: legal-holidays.ts).
 */
export function getNextBusinessDay(date: string): string {
  let day = date;
  while (isWeekend(day) || isLegalHoliday(day)) day = addDays(day, 1);
  return day;
}

function isWeekend(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The last day a return due on `dueDate` is on time: its next business day (forms-2025 notes 4.2:
 * Jan 31, 2026 is a Saturday, so the Q4 2025 941, the 940 and the W-2s are timely through Feb 2,
 * 2026). The screens show the spec's due dates.
 */
export function getLastTimelyFilingDate(dueDate: string): string {
  return getNextBusinessDay(dueDate);
}

export type QuarterlyReportStatus = 'filed' | 'late' | 'due';

/** isLate: not filed and the last timely day has passed (issue 5; spec section 4; 26 U.S.C. 7503). */
export function isQuarterlyReportLate(
  report: { dueDate: string; filedDate: string | null },
  today: string,
): boolean {
  return report.filedDate === null && today > getLastTimelyFilingDate(report.dueDate);
}

/** Spec section 4: filed (has filedDate); late (isLate and not filed); due (otherwise). */
export function getQuarterlyReportStatus(report: {
  filedDate: string | null;
  isLate: boolean;
}): QuarterlyReportStatus {
  if (report.filedDate) return 'filed';
  return report.isLate ? 'late' : 'due';
}

export type ComplianceItemStatus = 'upcoming' | 'current' | 'completed' | 'overdue';

export interface FilingDeadline {
  id: string;
  /** The tax year the filing reports on. */
  taxYear: number;
  /** Form 941 only: the quarter it reports, whose filing record Tax Forms keeps. */
  quarter?: Quarter;
  title: string;
  description: string;
  dueDate: string;
  citation: string;
  /** The W-2 item follows the spec's own rule (section 4) instead of the date rule. */
  isFormW2?: boolean;
}

/** How many days before a deadline it becomes the current item. */
export const CURRENT_WINDOW_DAYS = 30;

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A compliance item's state on `today` (spec section 4: upcoming, completed, current or overdue; the
 * W-2 item is overdue whenever the current month is January). Other items: past their date they
 * count as completed, within 30 days they are current, otherwise upcoming.
 */
export function getComplianceItemStatus(
  item: Pick<FilingDeadline, 'dueDate' | 'isFormW2'>,
  today: string,
): ComplianceItemStatus {
  if (item.isFormW2 && today.slice(5, 7) === '01') return 'overdue';
  if (today > item.dueDate) return 'completed';
  if (addDays(today, CURRENT_WINDOW_DAYS) >= item.dueDate) return 'current';
  return 'upcoming';
}

/** The federal filing deadlines of one tax year, in date order. */
export function getFederalFilingDeadlines(taxYear: number): FilingDeadline[] {
  const next = taxYear + 1;
  const deadlines: FilingDeadline[] = [
    ...QUARTERS.map((quarter) => ({
      id: `941-q${quarter}`,
      taxYear,
      quarter,
      title: `Form 941, Q${quarter} ${taxYear}`,
      description:
        "Employer's quarterly federal tax return: wages, federal income tax withheld, social security and Medicare.",
      dueDate: getForm941DueDate(taxYear, quarter),
      citation: SPEC_DUE_DATES,
    })),
    {
      id: 'w2-w3',
      taxYear,
      title: `Forms W-2 and W-3 for ${taxYear}`,
      description:
        'Copies B, C and 2 to employees; Copy A with the W-3 transmittal to the Social Security Administration.',
      dueDate: getFormW2DueDate(taxYear),
      citation:
        'IRS General Instructions for Forms W-2 and W-3: furnish to employees and file with the SSA by January 31',
      isFormW2: true,
    },
    {
      id: '940',
      taxYear,
      title: `Form 940 for ${taxYear}`,
      description:
        "Employer's annual federal unemployment (FUTA) tax return, with Schedule A for credit reduction states.",
      dueDate: getForm940DueDate(taxYear),
      citation: 'IRS Instructions for Form 940: due January 31 of the following year',
    },
    {
      id: 'w4-exempt',
      taxYear,
      title: `Form W-4 exemption renewals for ${next}`,
      description:
        'Employees who claimed exemption from withholding must give a new Form W-4 to keep it.',
      // February 15, moved to the next business day (in 2026 the 15th is a Sunday and the 16th Presidents' Day).
      dueDate: getNextBusinessDay(`${next}-02-15`),
      citation:
        'Form W-4 (2025), "Exemption from withholding": a new Form W-4 is needed by February 17, 2026 to keep the exemption (February 15, or the next business day, in other years)',
    },
  ];
  return deadlines.sort((left, right) => left.dueDate.localeCompare(right.dueDate));
}

/**
 * The deadlines a payroll administrator is looking at on `today`: those of last tax year and this
 * one that fell due in the past `daysBack` days or fall due in the next `daysAhead`, in date order.
 */
export function getFilingDeadlinesAround(
  today: string,
  { daysBack = 90, daysAhead = 365 }: { daysBack?: number; daysAhead?: number } = {},
): FilingDeadline[] {
  const year = Number(today.slice(0, 4));
  const from = addDays(today, -daysBack);
  const to = addDays(today, daysAhead);
  return [year - 1, year]
    .flatMap((taxYear) =>
      getFederalFilingDeadlines(taxYear).map((item) => ({ ...item, id: `${taxYear}-${item.id}` })),
    )
    .filter((item) => item.dueDate >= from && item.dueDate <= to)
    .sort((left, right) => left.dueDate.localeCompare(right.dueDate));
}
