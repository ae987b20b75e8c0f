import { z } from 'zod';

/**
 * Which "today" the payroll works from (issue 27, item 3): the real one, or the same day of a
 * practice year PayLab models, so every default date (periods, pay dates, reports, deadlines)
 * falls in a year whose rules exist.
 */
export const PAYROLL_CALENDARS = ['today', 'practice-2025'] as const;
export type PayrollCalendar = (typeof PAYROLL_CALENDARS)[number];
export const payrollCalendarSchema = z.enum(PAYROLL_CALENDARS, {
  error: "Choose today's date or a practice year",
});

export const PAYROLL_CALENDAR_LABELS: Record<PayrollCalendar, string> = {
  today: "Today's date",
  'practice-2025': 'Practice in tax year 2025',
};

/** The practice year of a calendar, or null when it follows the real date. */
export function getPracticeYear(calendar: PayrollCalendar): number | null {
  const match = /^practice-(\d{4})$/.exec(calendar);
  return match ? Number(match[1]) : null;
}

/**
 * The date the payroll calls today: `realToday` itself, or its month and day in the practice year
 * (February 29 becomes the 28th when the practice year has none).
 */
export function getWorkingToday(calendar: PayrollCalendar, realToday: string): string {
  const year = getPracticeYear(calendar);
  if (year === null) return realToday;
  const monthDay = realToday.slice(5);
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === '02-29' && !isLeapYear ? '02-28' : monthDay}`;
}
