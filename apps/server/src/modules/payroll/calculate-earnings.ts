import { divideRounded, getDefaultHours, type Cents, type PayFrequencyId } from '@paylab/shared';
import { PAY_PERIODS_PER_YEAR } from '@paylab/tax-engine';

export interface Earnings {
  /** Dollars with 4 decimals, as an integer count of 1/10,000 dollars. */
  regularRate: number;
  overtimeRate: number;
  regularPay: Cents;
  overtimePay: Cents;
  /** Regular plus overtime; supplemental pay is separate (api-conventions "Withholding fields"). */
  grossPay: Cents;
}

/**
 * api-conventions, hourly-rate rule (architecture departure 9): regular rate = annual salary /
 * (periods x standard hours), standard hours being 80 for bi-weekly and 40 otherwise, so a full
 * period at default hours pays exactly salary / periods; overtime is 1.5 x that rate. Each part is
 * rounded half-up to the cent once, from the exact salary, never from a rounded rate.
 */
export function calculateEarnings(
  annualSalary: Cents,
  payFrequency: PayFrequencyId,
  hoursHundredths: number,
  overtimeHundredths: number,
): Earnings {
  const standardHoursPerYear = PAY_PERIODS_PER_YEAR[payFrequency] * getDefaultHours(payFrequency);
  const regularPay = divideRounded(annualSalary * hoursHundredths, standardHoursPerYear * 100);
  const overtimePay = divideRounded(
    annualSalary * overtimeHundredths * 3,
    standardHoursPerYear * 200,
  );
  return {
    regularRate: divideRounded(annualSalary * 100, standardHoursPerYear),
    overtimeRate: divideRounded(annualSalary * 150, standardHoursPerYear),
    regularPay,
    overtimePay,
    grossPay: regularPay + overtimePay,
  };
}

/** 456_731 (1/10,000 dollars) → "45.6731". */
export function formatFourDecimals(value: number): string {
  return `${Math.floor(value / 10_000)}.${String(value % 10_000).padStart(4, '0')}`;
}

/** Hours as sent (multiples of 0.25) to exact hundredths. */
export function toHundredths(hours: number): number {
  return Math.round(hours * 100);
}
