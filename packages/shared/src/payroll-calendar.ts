/**
 * Which "today" the payroll works from (issue 27, item 3): the real one, or the same day of a
 * practice year PayLab models, so every default date (periods, pay dates, reports, deadlines)
 * falls in a year whose rules exist.
 */
export const PAYROLL_CALENDARS = ['practice-2025', 'practice-2026', 'today'] as const;
export type PayrollCalendar = (typeof PAYROLL_CALENDARS)[number];

export const PAYROLL_CALENDAR_LABELS: Record<PayrollCalendar, string> = {
  'practice-2025': 'Practice in tax year 2025',
  'practice-2026': 'Practice in tax year 2026',
  today: "Today's date",
};

/**
 * The tax years whose federal and FICA values PayLab holds, oldest first; a later pay date applies
 * the latest year's values with a warning, an earlier one is refused. The tax engine derives the
 * same list from its dated values (listModelledTaxYears), and a test keeps the two equal.
 */
export const MODELLED_TAX_YEARS: readonly number[] = [2025, 2026];

/** True when `payDate` (YYYY-MM-DD) falls in a year PayLab has no rules for. */
export function isOutsideModelledYears(payDate: string): boolean {
  return !MODELLED_TAX_YEARS.includes(Number(payDate.slice(0, 4)));
}

/** The practice year of a calendar, or null when it follows the real date. */
export function getPracticeYear(calendar: PayrollCalendar): number | null {
  const match = /^practice-(\d{4})$/.exec(calendar);
  return match ? Number(match[1]) : null;
}

/** `date` (YYYY-MM-DD) on the same month and day of `year`; February 29 becomes the 28th when `year` has none. */
export function moveToYear(date: string, year: number): string {
  const monthDay = date.slice(5);
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === '02-29' && !isLeapYear ? '02-28' : monthDay}`;
}

/**
 * The date the payroll calls today: `realToday` itself, or its month and day in the practice year
 * (February 29 becomes the 28th when the practice year has none).
 */
export function getWorkingToday(calendar: PayrollCalendar, realToday: string): string {
  const year = getPracticeYear(calendar);
  return year === null ? realToday : moveToYear(realToday, year);
}

/**
 * The modelled year whose values a screen of rates shows for `year`: the year itself, the latest
 * modelled year for a later one (its paychecks apply those values), the first for an earlier one.
 */
export function toModelledTaxYear(year: number): number {
  const first = MODELLED_TAX_YEARS[0]!;
  const latest = MODELLED_TAX_YEARS.at(-1)!;
  return Math.min(Math.max(year, first), latest);
}

/**
 * The tax years a screen of records (Tax Forms, Reports) offers, newest first: every modelled year,
 * and the company's current year when it is later, since its paychecks are made with the latest
 * values. No year before the first modelled one can hold a paycheck.
 */
export function listRecordTaxYears(currentYear: number): number[] {
  const latest = MODELLED_TAX_YEARS.at(-1)!;
  return [...(currentYear > latest ? [currentYear] : []), ...[...MODELLED_TAX_YEARS].reverse()];
}

/** The tax years a screen of rates and tables (Compliance Center, brackets, rate box) offers, newest first. */
export function listRateTaxYears(): number[] {
  return [...MODELLED_TAX_YEARS].reverse();
}

/** "2025 or 2026", "2025, 2026 or 2027": the years a refusal names. */
export function listYearsInWords(years: readonly number[]): string {
  const sorted = [...years].sort((left, right) => left - right).map(String);
  return sorted.length < 2
    ? (sorted[0] ?? '')
    : `${sorted.slice(0, -1).join(', ')} or ${sorted.at(-1)!}`;
}
