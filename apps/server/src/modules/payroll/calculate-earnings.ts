import {
  divideRounded,
  formatStandardHours,
  getDefaultHours,
  MAX_PERIOD_HOURS,
  OVERTIME_THRESHOLD_HOURS_PER_WEEK,
  STANDARD_HOURS_PER_YEAR,
  WORKWEEKS_PER_PERIOD,
  type Cents,
  type RULE_SET_IDS,
} from '@paylab/shared';
import { PAY_PERIODS_PER_YEAR, TaxEngineInputError } from '@paylab/tax-engine';
import type { PayrollEmployee } from './load-payroll-inputs';

/** 'salary': the period's share of the annual salary; 'hours': hours x the regular rate. */
export type PayBasis = 'salary' | 'hours';

export interface Earnings {
  payBasis: PayBasis;
  /** Hours paid at the regular rate, in hundredths (what the record stores as hoursWorked). */
  regularHundredths: number;
  /** Hours paid at 1.5 x the regular rate, in hundredths. */
  overtimeHundredths: number;
  /** Dollars with 4 decimals, as an integer count of 1/10,000 dollars. */
  regularRate: number;
  overtimeRate: number;
  regularPay: Cents;
  overtimePay: Cents;
  /** Regular plus overtime; supplemental pay is separate (api-conventions "Withholding fields"). */
  grossPay: Cents;
  /** What the payroll screen should know about how the hours were paid. */
  notes: string[];
}

export type EarningsEmployee = Pick<
  PayrollEmployee,
  | 'firstName'
  | 'lastName'
  | 'payType'
  | 'annualSalary'
  | 'hourlyRate'
  | 'overtimeExempt'
  | 'payFrequency'
>;

export interface CalculateEarningsOptions {
  ruleSet: (typeof RULE_SET_IDS)[number];
  hoursHundredths: number;
  overtimeHundredths: number;
}

/** The regular rate as an exact fraction of cents per hour, so no pay is figured from a rounded rate. */
interface ExactRate {
  numerator: number;
  denominator: number;
}

function requireAmount(value: number | null, what: string): number {
  // The employees_pay_type_check constraint keeps each pay type's amount present.
  if (value === null) throw new Error(`An employee without ${what} reached payroll`);
  return value;
}

/**
 * The regular rate. Hourly: the employee's rate. Salaried under official-2025: salary / (periods x
 * standard hours) = salary / 2,080 (29 CFR 778.113: a salary for a 40-hour workweek, turned into its
 * weekly equivalent). Salaried under spec-simplified-2025: the spec's section 9 rate, salary /
 * (periods x the spec's default hours), by which it pays everyone by the hour (ADR 0032).
 */
function getRegularRate(employee: EarningsEmployee, ruleSet: string): ExactRate {
  if (employee.payType === 'hourly') {
    // Ten-thousandths of a dollar are hundredths of a cent.
    return { numerator: requireAmount(employee.hourlyRate, 'an hourly rate'), denominator: 100 };
  }
  const salary = requireAmount(employee.annualSalary, 'an annual salary');
  const periods = PAY_PERIODS_PER_YEAR[employee.payFrequency];
  return ruleSet === 'official-2025'
    ? { numerator: salary, denominator: STANDARD_HOURS_PER_YEAR }
    : { numerator: salary, denominator: periods * getDefaultHours(employee.payFrequency) };
}

/**
 * One check's earnings (issue 27, item 1; ADR 0032).
 *
 * official-2025: a salaried employee is paid salary / periods whatever the hours; an hourly one
 * rate x hours. Only a non-exempt employee is paid overtime, at 1.5 x the regular rate (FLSA,
 * 29 U.S.C. 207(a)(1)). A weekly or bi-weekly period is whole workweeks, so its hours over 40 a week
 * are overtime however they were entered (29 CFR 778.101, 778.104: at least that many fell in some
 * week over 40); a semi-monthly or monthly period is not, and its overtime hours are entered.
 *
 * spec-simplified-2025: the spec's model, everyone paid hours x the regular rate and overtime as
 * entered.
 *
 * An exempt employee's overtime hours are refused in both: they would pay nothing, and a record
 * showing them would mislead. Each amount is rounded half-up to the cent once, from the exact rate.
 */
export function calculateEarnings(
  employee: EarningsEmployee,
  { ruleSet, hoursHundredths, overtimeHundredths }: CalculateEarningsOptions,
): Earnings {
  const name = `${employee.firstName} ${employee.lastName}`;
  if (employee.overtimeExempt && overtimeHundredths > 0) {
    throw new TaxEngineInputError(
      'overtimeHours',
      `${name} is exempt from overtime: enter every hour as hours worked`,
    );
  }
  const isOfficial = ruleSet === 'official-2025';
  const notes: string[] = [];
  let regularHundredths = hoursHundredths;
  let paidOvertimeHundredths = overtimeHundredths;
  const weeks = WORKWEEKS_PER_PERIOD[employee.payFrequency];
  if (isOfficial && !employee.overtimeExempt) {
    if (weeks !== null) {
      const threshold = OVERTIME_THRESHOLD_HOURS_PER_WEEK * weeks * 100;
      const excess = Math.max(0, hoursHundredths - threshold);
      if (excess > 0) {
        regularHundredths -= excess;
        paidOvertimeHundredths += excess;
        notes.push(
          `${excess / 100} of the ${hoursHundredths / 100} hours worked are over ${threshold / 100} in the ${weeks === 1 ? 'workweek' : 'two workweeks'} and are paid as overtime at 1.5 x the regular rate (FLSA, 29 CFR 778.101)`,
        );
      }
      if (paidOvertimeHundredths > MAX_PERIOD_HOURS * 100) {
        throw new TaxEngineInputError(
          'overtimeHours',
          `Overtime comes to ${paidOvertimeHundredths / 100} hours with the hours over ${threshold / 100}; at most ${MAX_PERIOD_HOURS}`,
        );
      }
    } else {
      const periods = PAY_PERIODS_PER_YEAR[employee.payFrequency];
      if (hoursHundredths * periods > STANDARD_HOURS_PER_YEAR * 100) {
        notes.push(
          `${hoursHundredths / 100} hours are more than the ${formatStandardHours(periods)} standard hours of a ${employee.payFrequency} period. A ${employee.payFrequency} period is not made of whole workweeks: enter the hours over 40 in each workweek as overtime hours (FLSA, 29 CFR 778.103)`,
        );
      }
    }
  }

  const rate = getRegularRate(employee, ruleSet);
  const payBasis: PayBasis = isOfficial && employee.payType === 'salaried' ? 'salary' : 'hours';
  const regularPay =
    payBasis === 'salary'
      ? divideRounded(
          requireAmount(employee.annualSalary, 'an annual salary'),
          PAY_PERIODS_PER_YEAR[employee.payFrequency],
        )
      : divideRounded(rate.numerator * regularHundredths, rate.denominator * 100);
  // 1.5 = 3 / 2.
  const overtimePay = divideRounded(
    rate.numerator * paidOvertimeHundredths * 3,
    rate.denominator * 200,
  );
  return {
    payBasis,
    regularHundredths,
    overtimeHundredths: paidOvertimeHundredths,
    regularRate: divideRounded(rate.numerator * 100, rate.denominator),
    overtimeRate: divideRounded(rate.numerator * 150, rate.denominator),
    regularPay,
    overtimePay,
    grossPay: regularPay + overtimePay,
    notes,
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
