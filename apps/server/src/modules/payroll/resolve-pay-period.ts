import {
  AppError,
  daysBetween,
  getPayPeriodContaining,
  MAX_PERIOD_DAYS,
  type PayFrequencyId,
} from '@paylab/shared';
import {
  resolveTaxYearParameters,
  TaxEngineInputError,
  type TaxYearParameters,
} from '@paylab/tax-engine';
import { BenefitElectionRefusal } from './apply-benefit-elections';

export interface ResolvePayPeriodOptions {
  payFrequency: PayFrequencyId;
  payPeriodStart?: string;
  payPeriodEnd?: string;
  payDate?: string;
  /** The server's date: without an explicit period, the period containing it is paid. */
  today: string;
  anchorDate: string;
}

export interface ResolvedPayPeriod {
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
}

/**
 * api-conventions "Pay periods": an explicit period must run forward and be no longer than one
 * period of the frequency; without one, the current period by frequency is used. The pay date
 * defaults to the period end.
 */
export function resolvePayPeriod(options: ResolvePayPeriodOptions): ResolvedPayPeriod {
  const period =
    options.payPeriodStart && options.payPeriodEnd
      ? { payPeriodStart: options.payPeriodStart, payPeriodEnd: options.payPeriodEnd }
      : getPayPeriodContaining(options.payFrequency, options.today, options.anchorDate);
  const days = daysBetween(period.payPeriodStart, period.payPeriodEnd) + 1;
  if (days < 1)
    throw AppError.field('payPeriodEnd', 'The pay period end cannot be before its start');
  const maximum = MAX_PERIOD_DAYS[options.payFrequency];
  if (days > maximum) {
    throw AppError.field(
      'payPeriodEnd',
      `A ${options.payFrequency} pay period is at most ${maximum} days; this one is ${days}`,
    );
  }
  const payDate = options.payDate ?? period.payPeriodEnd;
  if (payDate < period.payPeriodStart)
    throw AppError.field('payDate', 'The pay date cannot be before the pay period starts');
  return { ...period, payDate };
}

/**
 * The engine's refusals (e.g. a pay date before 2025) become a 400 naming the field; a stored
 * benefit election the paycheck cannot take is a 409, since no field of the request caused it.
 */
export function toFieldError(error: unknown): never {
  if (error instanceof BenefitElectionRefusal) throw new AppError('CONFLICT', error.message);
  if (error instanceof TaxEngineInputError) throw AppError.field(error.field, error.message);
  throw error;
}

/** Tax parameters for the pay date, resolved once for every paycheck that shares it. */
export function resolveParametersForPayDate(payDate: string): TaxYearParameters {
  try {
    return resolveTaxYearParameters(payDate);
  } catch (error) {
    return toFieldError(error);
  }
}

/**
 * A period that ends before the hire date pays for days nobody worked; pay runs leave such employees
 * out (build-pay-run.ts), and one employee's processing refuses it. Undefined when the period is fine.
 */
export function describeHiredAfterPeriod(
  employee: { firstName: string; lastName: string; hireDate: string },
  payPeriodEnd: string,
): string | undefined {
  if (employee.hireDate <= payPeriodEnd) return undefined;
  return `${employee.firstName} ${employee.lastName} was hired on ${employee.hireDate}, after this pay period ends (${payPeriodEnd}). Choose a period that ends on or after the hire date.`;
}
