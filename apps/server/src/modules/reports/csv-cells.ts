/**
 * A text cell that a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is
 * prefixed with an apostrophe, so opening an export never runs a formula hidden in a name (OWASP
 * "CSV Injection"). Amounts such as "-0.01" stay numbers.
 */
export function toSafeCsvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** csv-stringify's cast option applying the rule to every string cell. */
export const SAFE_CSV_CAST = { string: toSafeCsvText };
