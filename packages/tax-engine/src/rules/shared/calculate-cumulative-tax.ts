import { multiplyRate, type Cents, type RatePpm } from '@paylab/shared/money';

export interface CumulativeTaxInput {
  rate: RatePpm;
  /** Wages already paid this calendar year. */
  wagesBefore: Cents;
  wagesThisPeriod: Cents;
  /** Wages above this yearly amount are taxed (Additional Medicare); 0 for most taxes. */
  threshold?: Cents;
  /** Yearly wages above which nothing more is taxed (wage base); null for none. */
  wageBase?: Cents | null;
}

export interface CumulativeTax {
  tax: Cents;
  /** The part of this period's wages the tax applied to. */
  taxableWages: Cents;
  /** True when the wage base or threshold cut this period's taxable wages. */
  isLimited: boolean;
}

function clampToBand(wages: Cents, threshold: Cents, wageBase: Cents | null): Cents {
  const above = wages > threshold ? wages - threshold : 0;
  return wageBase === null ? above : Math.min(above, wageBase - threshold);
}

/**
 * This period's share of rate x the year's taxable wages: the tax on the year's wages so far minus
 * the tax on the wages before this period, each rounded once. Rounding every period on its own
 * drifts by fractions of a cent (the drift Form 941 line 7 exists to absorb); this way the year's
 * total is always rate x taxable wages, so W-2 box 4 equals 6.2% of box 3 to the cent.
 */
export function calculateCumulativeTax({ rate, wagesBefore, wagesThisPeriod, threshold = 0, wageBase = null }: CumulativeTaxInput): CumulativeTax {
  const taxableBefore = clampToBand(wagesBefore, threshold, wageBase);
  const taxableAfter = clampToBand(wagesBefore + wagesThisPeriod, threshold, wageBase);
  const taxableWages = taxableAfter - taxableBefore;
  return {
    tax: multiplyRate(taxableAfter, rate) - multiplyRate(taxableBefore, rate),
    taxableWages,
    isLimited: taxableWages < wagesThisPeriod,
  };
}
