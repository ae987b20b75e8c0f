import { multiplyRate, type Cents, type RatePpm } from '@paylab/shared/money';

/**
 * How a percentage tax becomes cents. `year-to-date`: the tax on the year's wages so far less the
 * tax on earlier wages, each rounded once, so the year's total is always rate x taxable wages.
 * `each-paycheck`: rate x this period's taxable wages, rounded on its own; the drift of a cent
 * here and there is what Form 941 line 7 ("fractions of cents") absorbs.
 */
export type TaxRounding = 'year-to-date' | 'each-paycheck';

export interface CumulativeTaxInput {
  rate: RatePpm;
  /** Wages already paid this calendar year. */
  wagesBefore: Cents;
  wagesThisPeriod: Cents;
  /** Wages above this yearly amount are taxed (Additional Medicare); 0 for most taxes. */
  threshold?: Cents;
  /** Yearly wages above which nothing more is taxed (wage base); null for none. */
  wageBase?: Cents | null;
  rounding?: TaxRounding;
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
 * This period's tax on the part of its wages that falls in the yearly band (above the threshold,
 * up to the wage base). Rounded year-to-date by default, so that W-2 box 4 equals 6.2% of box 3
 * to the cent; see TaxRounding.
 */
export function calculateCumulativeTax({
  rate,
  wagesBefore,
  wagesThisPeriod,
  threshold = 0,
  wageBase = null,
  rounding = 'year-to-date',
}: CumulativeTaxInput): CumulativeTax {
  const taxableBefore = clampToBand(wagesBefore, threshold, wageBase);
  const taxableAfter = clampToBand(wagesBefore + wagesThisPeriod, threshold, wageBase);
  const taxableWages = taxableAfter - taxableBefore;
  // Nothing of this period's wages in the band (the wage base reached, the threshold not passed):
  // no tax, and no product to round. Most paychecks meet this for FUTA, SUTA and Additional Medicare.
  if (taxableWages === 0) return { tax: 0, taxableWages, isLimited: wagesThisPeriod > 0 };
  return {
    tax:
      rounding === 'each-paycheck'
        ? multiplyRate(taxableWages, rate)
        : multiplyRate(taxableAfter, rate) - multiplyRate(taxableBefore, rate),
    taxableWages,
    isLimited: taxableWages < wagesThisPeriod,
  };
}
