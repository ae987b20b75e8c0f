// Calendar dates are YYYY-MM-DD strings everywhere (api-conventions): arithmetic runs on UTC day
// numbers, so no time zone can shift a day. The one place a zone enters is "today".

const DAY_MS = 86_400_000;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function toDayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Adds whole days to a date on the calendar. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * The calendar date of `date` (default: now) in this process's own time zone: the viewer's in the
 * browser, the server's TZ on the server.
 */
export function toLocalDateString(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The latest calendar date anywhere on Earth at this instant, the date at UTC+14 (Kiribati's Line
 * Islands). No viewer's today is later, whichever zones the viewer and the server are in, so a date
 * after it is in the future for everyone.
 */
export function getLatestDateAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** "2025-01-05" → "Jan 05, 2025" (spec section 9: MMM dd, yyyy); empty for a missing date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month, day] = value.slice(0, 10).split('-');
  const monthName = getShortMonthName(Number(month));
  if (!year || !monthName || !day) return value;
  return `${monthName} ${day.padStart(2, '0')}, ${year}`;
}

/** 1 → "January" ... 12 → "December"; empty for a number outside 1 to 12. */
export function getMonthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** 1 → "Jan" ... 12 → "Dec"; empty for a number outside 1 to 12. */
export function getShortMonthName(month: number): string {
  return getMonthName(month).slice(0, 3);
}
