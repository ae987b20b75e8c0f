import { formatPercentExact, formatRate, parseRate } from '@paylab/shared/money';

/** What a percentage field accepts: 0 to 100 with at most 2 decimals, a trailing % allowed. */
const PERCENT_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** A percentage field's refusal of what was typed. */
export const PERCENT_FORMAT_MESSAGE = 'Enter a percentage from 0 to 100 with at most 2 decimals';

/**
 * A percentage as typed ("3", "2.5", "50%") as the wire's rate ("0.0300", "0.0250", "0.5000"),
 * shifted exactly, never through a float; null when it is not a percentage from 0 to 100 with at
 * most 2 decimals (a rate holds 4).
 */
export function percentToRate(text: string): string | null {
  const match = PERCENT_TEXT.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const percentPpm = parseRate(match[0]);
  if (percentPpm > parseRate('100')) return null;
  return formatRate(percentPpm / 100);
}

/** A wire rate ("0.0300") as the percentage a person reads and edits: "3". */
export function rateToPercent(rate: string): string {
  return formatPercentExact(parseRate(rate)).replace(/%$/, '');
}
