/**
 * Exact money: amounts are integer cents held in a JS number (exact up to 2^53, about 90 trillion
 * dollars), rates are integer parts per million. Every rounding in PayLab goes through
 * `divideRounded`, which rounds half away from zero (half-up on positive amounts), as
 * docs/decisions/0003-money-as-integer-cents.md records.
 */

export type Cents = number;
/** A rate in parts per million: 6.2% is 62_000, 0.0875 is 87_500. */
export type RatePpm = number;

export const PPM = 1_000_000;

/**
 * The tax engine's limits (packages/tax-engine validate-input), here so that the request schemas
 * refuse and document the same bounds: one paycheck's amounts fit NUMERIC(10,2), and annual
 * figures times a rate in parts per million stay exact below 2^53.
 */
export const MAX_PAYCHECK_AMOUNT_CENTS = 9_999_999_999;
export const MAX_ANNUAL_AMOUNT_CENTS = 9_000_000_000;

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const RATE_PATTERN = /^(-)?(\d+)(?:\.(\d{1,6}))?$/;

/** Integer division of `numerator` by a positive `denominator`, rounded half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRounded needs safe integers and a positive denominator`);
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

/** cents x rate, rounded to the cent. */
export function multiplyRate(amount: Cents, rate: RatePpm): Cents {
  return divideRounded(amount * rate, PPM);
}

/** amount x numerator / denominator, rounded to the cent (e.g. an annual figure per pay period). */
export function multiplyRatio(amount: Cents, numerator: number, denominator: number): Cents {
  return divideRounded(amount * numerator, denominator);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

export function isMoneyString(value: string): boolean {
  return MONEY_PATTERN.test(value.trim());
}

/** 13 digits before the point keep every amount's cents below Number.MAX_SAFE_INTEGER. */
const MAX_EXACT_WHOLE_DIGITS = 13;

/**
 * True when `text` is an amount of at most `maxCents`. Long amounts are measured in digits before
 * anything is parsed, so 15 digits is simply too large instead of a RangeError out of parseMoney
 * (a 500 where the field's message belongs).
 */
export function isMoneyAtMost(text: string, maxCents: Cents): boolean {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return false;
  if ((match[2] ?? '0').replace(/^0+(?=\d)/, '').length > MAX_EXACT_WHOLE_DIGITS) return false;
  return parseMoney(text) <= maxCents;
}

/** Parses "1234.5", "1234.50", "-3" or a JSON number with at most 2 decimals into cents. */
export function parseMoney(value: string | number): Cents {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: ${String(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${String(value)}`);
  return sign ? -cents : cents;
}

/** Parses a rate such as "0.0875" or 0.062 into parts per million. */
export function parseRate(value: string | number): RatePpm {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = RATE_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a rate with at most 6 decimals: ${String(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const ppm = Number(whole) * PPM + Number(fraction.padEnd(6, '0'));
  return sign ? -ppm : ppm;
}

/** Cents as the wire format: "1234.50". */
export function formatMoney(amount: Cents): string {
  const magnitude = Math.abs(amount);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** A rate in the wire format with `decimals` places (4 by default: "0.0875"). */
export function formatRate(rate: RatePpm, decimals = 4): string {
  const scaled = divideRounded(rate, 10 ** (6 - decimals));
  const magnitude = Math.abs(scaled);
  const unit = 10 ** decimals;
  const whole = Math.floor(magnitude / unit);
  const fraction = String(magnitude % unit).padStart(decimals, '0');
  return `${scaled < 0 ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Whole dollars as en-US prints them ("$1,234"). Grouping the digits by hand prints the same as
 * Intl at a small part of its cost, which counts in the tax engine's labels; Intl keeps what has no
 * exact digits (beyond 2^53, NaN).
 */
function formatWholeDollars(dollars: number): string {
  if (!Number.isSafeInteger(dollars)) return USD.format(dollars).replace(/\.00$/, '');
  const digits = String(dollars);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let index = grouped.length; index < digits.length; index += 3)
    grouped += `,${digits.slice(index, index + 3)}`;
  return `$${grouped}`;
}

/** Cents for display: "$1,234.50". */
export function formatUsd(amount: Cents): string {
  const whole = Math.trunc(amount / 100);
  const formatted = formatWholeDollars(Math.abs(whole));
  const fraction = String(Math.abs(amount) % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${formatted}.${fraction}`;
}

/** A rate as a percentage with two decimals: 62_000 → "6.20%". */
export function formatPercent(rate: RatePpm): string {
  return `${formatRate(rate * 100, 2)}%`;
}

/** A rate as a percentage with every digit it has and no trailing zeros: 62_000 → "6.2%", 3_880 → "0.388%". */
export function formatPercentExact(rate: RatePpm): string {
  // The trailing zeros, and a point left last, are cut by hand: the tax engine's labels call this
  // on every paycheck, and a regular expression costs several times as much.
  const text = formatRate(rate * 100, 6);
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end -= 1;
  if (text.charCodeAt(end - 1) === 46) end -= 1;
  return `${text.slice(0, end)}%`;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // JSON numbers such as 0.1 print as "0.1"; toString never uses exponent form below 1e21.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`Number out of range: ${value}`);
  return text;
}
