import type { Cents } from '@paylab/shared/money';

import type { MarginalBracket, WithholdingRow, WithholdingTable } from '../../parameters/schedules';

/**
 * Exact tax amounts are carried as "scaled cents" (cents x 1,000,000): a rate in parts per million
 * times cents is an integer there, so a worksheet keeps full precision until its one rounding
 * (federal-2025 notes section 6: carry full precision through the last line, then round).
 */
export type ScaledCents = number;

/** Scaled cents per cent: divide by it, with one rounding, to get back to cents. */
export const SCALE = 1_000_000;

/** The row of `table` that `amount` falls in, honouring the table's own boundary wording. */
export function findTableRow(table: WithholdingTable, amount: Cents): WithholdingRow {
  const { rows } = table;
  for (let index = rows.length - 1; index > 0; index -= 1) {
    const row = rows[index]!;
    if (table.boundary === 'at-least' ? amount >= row.atLeast : amount > row.atLeast) return row;
  }
  return rows[0]!;
}

/** Column C plus column D times the excess over column E, exactly. */
export function calculateRowTaxScaled(row: WithholdingRow, amount: Cents): ScaledCents {
  return row.baseTax * SCALE + row.rate * (amount - row.excessOver);
}

/** Tax on `income` from statutory marginal brackets, exactly. */
export function calculateBracketTaxScaled(
  brackets: readonly MarginalBracket[],
  income: Cents,
): ScaledCents {
  let tax = 0;
  let lower = 0;
  for (const { rate, upTo } of brackets) {
    if (income <= lower) break;
    const top = upTo === null || income < upTo ? income : upTo;
    tax += rate * (top - lower);
    if (upTo === null) break;
    lower = upTo;
  }
  return tax;
}
