/**
 * The one list of states that levy no tax on wages: a W-2 carries no box 15-17 line for them, and
 * those PayLab models withhold no state income tax. Alaska, Florida, Nevada, New Hampshire (its
 * interest and dividends tax ended 2025-01-01), South Dakota, Tennessee, Texas, Washington and Wyoming.
 */
export const STATES_WITHOUT_WAGE_INCOME_TAX: readonly string[] = [
  'AK',
  'FL',
  'NH',
  'NV',
  'SD',
  'TN',
  'TX',
  'WA',
  'WY',
];
export const STATES_WITHOUT_WAGE_INCOME_TAX_CITATION =
  'Federation of Tax Administrators, "State Individual Income Taxes" (2025): no broad-based wage income tax in AK, FL, NV, NH, SD, TN, TX, WA, WY; Tex. Const. art. 8, sec. 24-a; Fla. Const. art. VII, sec. 5';

export function hasWageIncomeTax(state: string): boolean {
  return !STATES_WITHOUT_WAGE_INCOME_TAX.includes(state);
}
