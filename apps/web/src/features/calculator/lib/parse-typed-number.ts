export interface TypedNumber {
  /** The typed value scaled to `places` decimals (2 places: cents), rounded half up; 0 when not counted. */
  value: number;
  /** Why the typed text did not count as written, for the hint under the field. */
  note?: string;
}

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/** A typed number without its surrounding blanks, a leading dollar sign or thousands commas. */
export function cleanTypedNumber(text: string): string {
  return text.trim().replace(/^\$/, '').replaceAll(',', '');
}

/**
 * Reads what a person typed into a number field exactly, without float arithmetic: "1,234.5" with
 * 2 places is 123450. Spec section 2 (Manual Pay Calculator): non-numbers count as 0; a negative
 * figure counts as 0 too, since no pay or tax input can be below zero; `maximum` (scaled) keeps
 * every later product a safe integer.
 */
export function parseTypedNumber(text: string, places: number, maximum: number): TypedNumber {
  const cleaned = cleanTypedNumber(text);
  if (cleaned === '') return { value: 0 };
  if (cleaned.startsWith('-')) return { value: 0, note: 'Negative: counted as 0' };
  const match = DECIMAL_TEXT.exec(cleaned);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === ''))
    return { value: 0, note: 'Not a number: counted as 0' };
  const kept = fraction.slice(0, places).padEnd(places, '0');
  const isRoundedUp = (fraction[places] ?? '0') >= '5';
  const value = Number(whole || '0') * 10 ** places + Number(kept || '0') + (isRoundedUp ? 1 : 0);
  if (!Number.isSafeInteger(value) || value > maximum)
    return { value: 0, note: 'Too large: counted as 0' };
  return fraction.length > places ? { value, note: `Rounded to ${places} decimals` } : { value };
}

/** Whole numbers only (allowances): anything else counts as 0, as the employee form does (spec section 5). */
export function parseTypedCount(text: string, maximum: number): TypedNumber {
  const cleaned = text.trim();
  if (cleaned === '') return { value: 0 };
  if (!/^\d+$/.test(cleaned)) return { value: 0, note: 'Not a whole number: counted as 0' };
  const value = Number(cleaned);
  return value > maximum
    ? { value: maximum, note: `At most ${maximum}: counted as ${maximum}` }
    : { value };
}
