import { formatDate, toLocalDateString } from '@paylab/shared/dates';
import { formatPercent, formatUsd, parseMoney, parseRate } from '@paylab/shared/money';

// The calendar helpers live in packages/shared, one copy for the server's PDFs and these screens.
export { addDays, formatDate, toLocalDateString } from '@paylab/shared/dates';

/** A timestamp's calendar date in the viewer's own zone: "Jan 05, 2025". */
export function formatTimestampDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(toLocalDateString(date));
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
