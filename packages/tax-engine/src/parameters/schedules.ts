import type { Cents, RatePpm } from '@paylab/shared/money';

import { percent, usd } from './parameter';

/**
 * One row of a withholding table in the column layout Pub 15-T, EDD Method B and NYS-50-T-NYS all
 * print: from `atLeast` (column A), tax is `baseTax` (C) plus `rate` (D) of the amount above
 * `excessOver` (E). E equals A except in NYS-50-T-NYS's top rows, which tax the entire net wages.
 */
export interface WithholdingRow {
  readonly atLeast: Cents;
  readonly baseTax: Cents;
  readonly rate: RatePpm;
  readonly excessOver: Cents;
}

/**
 * `at-least`: a row applies from its first amount inclusive (Pub 15-T: "at least ... but less than").
 * `over`: a row applies above its first amount (EDD and NYS: "over ... but not over").
 */
export interface WithholdingTable {
  readonly boundary: 'at-least' | 'over';
  readonly rows: readonly WithholdingRow[];
}

/** A statutory rate bracket: `rate` applies to income up to `upTo` (null: no upper end). */
export interface MarginalBracket {
  readonly rate: RatePpm;
  readonly upTo: Cents | null;
}

/** A table row from the publication's printed strings; E defaults to A. */
export function tableRow(
  atLeast: string | number,
  baseTax: string | number,
  ratePercent: string,
  excessOver?: string | number,
): WithholdingRow {
  const from = usd(atLeast);
  return {
    atLeast: from,
    baseTax: usd(baseTax),
    rate: percent(ratePercent),
    excessOver: excessOver === undefined ? from : usd(excessOver),
  };
}

export function bracket(ratePercent: string, upTo: string | number | null): MarginalBracket {
  return { rate: percent(ratePercent), upTo: upTo === null ? null : usd(upTo) };
}
