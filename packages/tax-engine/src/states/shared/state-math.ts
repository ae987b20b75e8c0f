import { divideRounded, multiplyRate, type Cents, type RatePpm } from '@paylab/shared/money';

import type { MarginalBracket, WithholdingTable } from '../../parameters/schedules';
import {
  calculateCumulativeTax,
  type CumulativeTax,
} from '../../rules/shared/calculate-cumulative-tax';
import {
  calculateBracketTaxScaled,
  calculateRowTaxScaled,
  findTableRow,
  SCALE,
} from '../../rules/shared/schedules';

/**
 * The building blocks most state formulas share (annualise, subtract, apply a table, divide back).
 * A state's `calculate` composes these; each rounds once, where its name says.
 */

/** Annual tax from a withholding table (column C plus D x the excess over E), rounded to the cent. */
export function taxFromTable(table: WithholdingTable, amount: Cents): Cents {
  if (amount <= 0) return 0;
  return divideRounded(calculateRowTaxScaled(findTableRow(table, amount), amount), SCALE);
}

/** Tax from marginal brackets, rounded to the cent. */
export function taxFromBrackets(brackets: readonly MarginalBracket[], amount: Cents): Cents {
  if (amount <= 0) return 0;
  return divideRounded(calculateBracketTaxScaled(brackets, amount), SCALE);
}

/** An annual amount per pay period, rounded half up to the cent; never below 0. */
export function dividePerPeriod(annual: Cents, periodsPerYear: number): Cents {
  return annual <= 0 ? 0 : divideRounded(annual, periodsPerYear);
}

/** Rounded half up to whole dollars, for publications that withhold in whole dollars. */
export function roundToWholeDollars(amount: Cents): Cents {
  return divideRounded(amount, 100) * 100;
}

/** A flat rate on an amount, rounded to the cent; never below 0. */
export function applyFlatRate(amount: Cents, rate: RatePpm): Cents {
  return amount <= 0 ? 0 : multiplyRate(amount, rate);
}

/**
 * An employee contribution at `rate` on wages up to a yearly wage base (null: none), rounded on
 * the year to date so the year's total is exactly rate x taxable wages.
 */
export function calculateCappedContribution(input: {
  rate: RatePpm;
  wagesBefore: Cents;
  wagesThisPeriod: Cents;
  wageBase: Cents | null;
}): CumulativeTax {
  return calculateCumulativeTax(input);
}

/** A contribution capped at a yearly maximum amount, given what was withheld before this paycheck. */
export function capAtAnnualMaximum(amount: Cents, withheldBefore: Cents, maximum: Cents): Cents {
  return Math.max(0, Math.min(amount, maximum - withheldBefore));
}
