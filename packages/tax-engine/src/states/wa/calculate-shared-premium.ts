import { divideRounded, type Cents, type RatePpm } from '@paylab/shared/money';

/** Parts per million of parts per million, reduced to parts per hundred million. */
const PPM_SQUARED_PER_1E8 = 10_000;
const PER_1E8 = 100_000_000;

/**
 * The employee's part of a premium split between employer and employee (WA Paid Leave: 0.92% x
 * 71.52%), rounded on the year to date up to a yearly wage base, like `calculateCappedContribution`.
 * The product of the two rates is carried in parts per hundred million, exact whenever rate x share
 * is a multiple of 10,000 ppm squared (0.92% x 71.52% = 0.657984%).
 */
export function calculateSharedPremium(input: {
  rate: RatePpm;
  share: RatePpm;
  wagesBefore: Cents;
  wagesThisPeriod: Cents;
  wageBase: Cents;
}): { tax: Cents; taxableWages: Cents } {
  const ratePer1e8 = divideRounded(input.rate * input.share, PPM_SQUARED_PER_1E8);
  const taxableBefore = Math.min(input.wagesBefore, input.wageBase);
  const taxableAfter = Math.min(input.wagesBefore + input.wagesThisPeriod, input.wageBase);
  const premiumOn = (wages: Cents) => divideRounded(wages * ratePer1e8, PER_1E8);
  return {
    tax: premiumOn(taxableAfter) - premiumOn(taxableBefore),
    taxableWages: taxableAfter - taxableBefore,
  };
}
