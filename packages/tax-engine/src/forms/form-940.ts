import { RETIREMENT_PLAN_TYPES } from '@paylab/shared/constants';
import { multiplyRate, sumCents, type Cents, type RatePpm } from '@paylab/shared/money';

import type { DeductionType } from '../benefits/deduction-types';
import { isWageBaseReduced } from '../benefits/federal-tax-treatment';
import { TaxEngineInputError } from '../errors';
import { getForm940DueDate, QUARTERS, type Quarter } from './filing-calendar';
import type { FormParameters } from './form-parameters';

/*
 * Form 940 for 2025 with Schedule A: FUTA at 6.0% less the 5.4% state credit on each employee's
 * first $7,000, and the credit reduction for wages paid in a credit reduction state (2025: CA 1.2%,
 * VI 4.5%). Line texts: IRS Instructions for Form 940 (lines 3-17); forms-2025.md section 5.
 */

/** Wages paid to one employee in one quarter and work state. */
export interface Form940Payment {
  quarter: Quarter;
  state: string;
  amount: Cents;
  /** The part of `amount` exempt from FUTA (its pre-tax deductions that lower FUTA wages). */
  exemptAmount?: Cents;
}

export interface Form940Employee {
  /** In the order paid: the $7,000 is used up by the earliest payments. */
  payments: readonly Form940Payment[];
  /** Line 4: payments exempt from FUTA (fringe benefits, retirement, dependent care...). */
  exemptPayments?: Cents;
}

export interface Form940Input {
  taxYear: number;
  employees: readonly Form940Employee[];
  /** Line 13: FUTA deposited for the year. */
  totalDeposits: Cents;
  /** The pre-tax deduction types taken in the year: which of line 4's boxes are checked. */
  preTaxDeductionTypes?: readonly DeductionType[];
}

/** Line 4's boxes: the kinds of exempt payment line 4 holds. */
export interface Form940Line4Boxes {
  line4a: boolean;
  line4b: boolean;
  line4c: boolean;
  line4d: boolean;
  line4e: boolean;
}

export interface Form940ScheduleALine {
  state: string;
  /** FUTA taxable wages paid in the state. */
  futaWages: Cents;
  /** Credit reduction rate (0 for a state without one). */
  reductionRate: RatePpm;
  creditReduction: Cents;
}

export interface Form940Lines {
  /** Line 1a: the one state where state unemployment tax was paid; null when several. */
  line1a: string | null;
  /** Line 1b: a multi-state employer (Schedule A). */
  line1b: boolean;
  /** Line 2: wages paid in a credit reduction state. */
  line2: boolean;
  line3: Cents;
  line4: Cents;
  line5: Cents;
  line6: Cents;
  line7: Cents;
  line8: Cents;
  line9: Cents;
  line10: Cents;
  line11: Cents;
  line12: Cents;
  line13: Cents;
  line14: Cents;
  line15: Cents;
  line16a: Cents;
  line16b: Cents;
  line16c: Cents;
  line16d: Cents;
  line17: Cents;
}

export interface Form940 {
  taxYear: number;
  dueDate: string;
  lines: Form940Lines;
  scheduleA: Form940ScheduleALine[];
  line4Boxes: Form940Line4Boxes;
  /** Line 16 is required only when line 12 exceeds $500. */
  isQuarterlyLiabilityRequired: boolean;
  warnings: string[];
}

/** FUTA taxable wages of each payment: the employee's first wage-base dollars of the year, earliest first. */
export function allocateFutaWages(employee: Form940Employee, wageBase: Cents): Cents[] {
  // Line 5 is figured after the exempt payments come off (Instructions for Form 940, line 5), so an
  // employee's taxable total is the smaller of the base and the non-exempt payments.
  const paid = sumCents(employee.payments.map((payment) => payment.amount));
  let remaining = Math.min(
    Math.max(0, wageBase),
    Math.max(0, paid - line4EmployeeExemptPayments(employee)),
  );
  // A payment's own exempt part never uses up the base, so the base falls in the quarters it was earned.
  return employee.payments.map((payment) => {
    const taxable = Math.min(payment.amount - (payment.exemptAmount ?? 0), remaining);
    remaining -= taxable;
    return taxable;
  });
}

/** Line 3: total payments to all employees. */
export function line3TotalPayments(input: Form940Input): Cents {
  return sumCents(
    input.employees.flatMap((employee) => employee.payments.map((payment) => payment.amount)),
  );
}

/** One employee's exempt payments: the per-payment exempt parts, or the employee's total. */
function line4EmployeeExemptPayments(employee: Form940Employee): Cents {
  return (
    employee.exemptPayments ??
    sumCents(employee.payments.map((payment) => payment.exemptAmount ?? 0))
  );
}

/** Line 4: payments exempt from FUTA. */
export function line4ExemptPayments(input: Form940Input): Cents {
  return sumCents(input.employees.map(line4EmployeeExemptPayments));
}

// Line 4c's retirement types are the plans an employee defers pay into: the same closed list.
const RETIREMENT_TYPES: readonly DeductionType[] = RETIREMENT_PLAN_TYPES;

/**
 * Line 4's boxes (Instructions for Form 940, "Line 4"): 4a fringe benefits (cafeteria plan
 * premiums, HSA, health FSA, commuter benefits), 4c retirement/pension, 4d dependent care. A type
 * checks its box only where it lowers FUTA wages: 401(k) deferrals stay in FUTA wages (26 U.S.C.
 * 3306(b)(5)(D)) and check nothing.
 */
export function line4Boxes(input: Form940Input): Form940Line4Boxes {
  const date = `${input.taxYear}-12-31`;
  const exempt = (input.preTaxDeductionTypes ?? []).filter((type) =>
    isWageBaseReduced(type, 'futa', date),
  );
  return {
    line4a: exempt.some(
      (type) => type !== 'dependent-care-fsa' && !RETIREMENT_TYPES.includes(type),
    ),
    line4b: false,
    line4c: exempt.some((type) => RETIREMENT_TYPES.includes(type)),
    line4d: exempt.includes('dependent-care-fsa'),
    line4e: false,
  };
}

/** Line 5: the part of each employee's non-exempt payments above the $7,000 wage base. */
export function line5PaymentsOverWageBase(input: Form940Input, parameters: FormParameters): Cents {
  const base = parameters.futaWageBase.value;
  return sumCents(
    input.employees.map((employee) => {
      const paid =
        sumCents(employee.payments.map((payment) => payment.amount)) -
        line4EmployeeExemptPayments(employee);
      return Math.max(0, paid - base);
    }),
  );
}

/** Line 8: FUTA tax before adjustments, line 7 x 0.006. */
export function line8FutaBeforeAdjustments(line7: Cents, parameters: FormParameters): Cents {
  return multiplyRate(
    line7,
    parameters.futaGrossRate.value - parameters.futaMaximumCreditRate.value,
  );
}

/** Schedule A: FUTA wages by state and the credit reduction of the states that carry one. */
export function scheduleA(input: Form940Input, parameters: FormParameters): Form940ScheduleALine[] {
  const base = parameters.futaWageBase.value;
  const byState = new Map<string, Cents>();
  for (const employee of input.employees) {
    const taxable = allocateFutaWages(employee, base);
    employee.payments.forEach((payment, index) =>
      byState.set(payment.state, (byState.get(payment.state) ?? 0) + taxable[index]!),
    );
  }
  const reductions = parameters.futaCreditReduction.value;
  return [...byState.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([state, futaWages]) => {
      const reductionRate = reductions[state] ?? 0;
      return {
        state,
        futaWages,
        reductionRate,
        creditReduction: multiplyRate(futaWages, reductionRate),
      };
    });
}

/**
 * Line 16: each quarter's liability. Every quarter is rounded on the year's running FUTA wages, so
 * the quarters add up to line 8 to the cent; the credit reduction is owed with the fourth quarter.
 */
export function line16QuarterlyLiability(
  input: Form940Input,
  parameters: FormParameters,
  line11: Cents,
): Record<Quarter, Cents> {
  const base = parameters.futaWageBase.value;
  const netRate = parameters.futaGrossRate.value - parameters.futaMaximumCreditRate.value;
  const wagesByQuarter: Record<Quarter, Cents> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const employee of input.employees) {
    const taxable = allocateFutaWages(employee, base);
    employee.payments.forEach((payment, index) => {
      wagesByQuarter[payment.quarter] += taxable[index]!;
    });
  }
  const liability: Record<Quarter, Cents> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  let running = 0;
  for (const quarter of QUARTERS) {
    const before = multiplyRate(running, netRate);
    running += wagesByQuarter[quarter];
    liability[quarter] = multiplyRate(running, netRate) - before;
  }
  liability[4] += line11;
  return liability;
}

function checkInput(input: Form940Input): void {
  if (!Number.isSafeInteger(input.totalDeposits) || input.totalDeposits < 0)
    throw new TaxEngineInputError(
      'totalDeposits',
      'Deposits must be a non-negative amount in cents',
    );
  input.employees.forEach((employee, index) => {
    for (const payment of employee.payments) {
      const exempt = payment.exemptAmount ?? 0;
      if (
        !Number.isSafeInteger(payment.amount) ||
        payment.amount < 0 ||
        !Number.isSafeInteger(exempt) ||
        exempt < 0 ||
        exempt > payment.amount
      )
        throw new TaxEngineInputError(
          `employees.${index}.payments`,
          'Payments must be non-negative amounts in cents',
        );
    }
  });
}

/** Form 940 with Schedule A for a year's payments. */
export function buildForm940(input: Form940Input, parameters: FormParameters): Form940 {
  checkInput(input);
  const states = new Set(
    input.employees.flatMap((employee) => employee.payments.map((payment) => payment.state)),
  );
  const schedule = scheduleA(input, parameters);
  const line3 = line3TotalPayments(input);
  const line4 = line4ExemptPayments(input);
  const line5 = line5PaymentsOverWageBase(input, parameters);
  const line6 = line4 + line5;
  const line7 = line3 - line6;
  const line8 = line8FutaBeforeAdjustments(line7, parameters);
  // Lines 9 and 10 apply only when wages were excluded from state unemployment tax or it was paid
  // late; PayLab accrues state unemployment tax on every paycheck.
  const line9 = 0;
  const line10 = 0;
  const line11 = sumCents(schedule.map((line) => line.creditReduction));
  const line12 = line8 + line9 + line10 + line11;
  const line13 = input.totalDeposits;
  const quarterly = line16QuarterlyLiability(input, parameters, line11);
  return {
    taxYear: input.taxYear,
    dueDate: getForm940DueDate(input.taxYear),
    lines: {
      line1a: states.size === 1 ? [...states][0]! : null,
      line1b: states.size > 1,
      line2: schedule.some((line) => line.reductionRate > 0 && line.futaWages > 0),
      line3,
      line4,
      line5,
      line6,
      line7,
      line8,
      line9,
      line10,
      line11,
      line12,
      line13,
      line14: Math.max(0, line12 - line13),
      line15: Math.max(0, line13 - line12),
      line16a: quarterly[1],
      line16b: quarterly[2],
      line16c: quarterly[3],
      line16d: quarterly[4],
      line17: quarterly[1] + quarterly[2] + quarterly[3] + quarterly[4],
    },
    scheduleA: schedule,
    line4Boxes: line4Boxes(input),
    isQuarterlyLiabilityRequired: line12 > 50_000,
    warnings: [...parameters.warnings, ...parameters.form940Warnings],
  };
}
