/** The tax year the app's rules are for; the select opens on it (api-conventions: tax years). */
export const DEFAULT_TAX_YEAR = 2025;
/** Spec section 9: the tax-year select offers 6 years. */
export const TAX_YEAR_OPTION_COUNT = 6;

/** The current year and five years back, newest first (spec section 2). */
export function getTaxYearOptions(currentYear: number): number[] {
  return Array.from({ length: TAX_YEAR_OPTION_COUNT }, (_, index) => currentYear - index);
}

export function getDefaultTaxYear(options: readonly number[]): number {
  return options.includes(DEFAULT_TAX_YEAR) ? DEFAULT_TAX_YEAR : options[0]!;
}

export const QUARTER_MONTHS = [
  'January – March',
  'April – June',
  'July – September',
  'October – December',
];
