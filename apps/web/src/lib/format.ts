import { formatPercent, formatUsd, parseMoney, parseRate } from '@paylab/shared/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-01-05" → "Jan 05, 2025" (spec: MMM dd, yyyy), read as a calendar date with no time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month, day] = value.slice(0, 10).split('-');
  const monthName = MONTHS[Number(month) - 1];
  if (!year || !monthName || !day) return value;
  return `${monthName} ${day.padStart(2, '0')}, ${year}`;
}

/** A timestamp's calendar date in the viewer's own zone: "Jan 05, 2025". */
export function formatTimestampDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(toLocalDateString(date));
}

/** Today (or `date`) as YYYY-MM-DD in the viewer's calendar. */
export function toLocalDateString(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Adds whole days to a YYYY-MM-DD date without touching time zones. */
export function addDays(value: string, days: number): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** "1234.5" or 1234.5 → "$1,234.50"; missing values show $0.00. */
export function formatCurrency(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return formatUsd(0);
  try {
    return formatUsd(parseMoney(typeof value === 'number' ? value.toFixed(2) : value));
  } catch {
    return formatUsd(0);
  }
}

/** "0.0875" → "8.75%". */
export function formatRatePercent(value: string | number): string {
  return formatPercent(parseRate(value));
}

/** Parses what a person typed; anything that is not a number counts as 0 (spec section 2). */
export function parseNumberOrZero(value: string | number | null | undefined): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? number : 0;
}
