/** The server's calendar date, YYYY-MM-DD, when a request does not say which day it is. */
export function getServerToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Adds whole days to a YYYY-MM-DD date on the calendar, with no time zone involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-01-05" → "Jan 05, 2025" (spec section 9: MMM dd, yyyy). */
export function formatDisplayDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${day}, ${year}`;
}
