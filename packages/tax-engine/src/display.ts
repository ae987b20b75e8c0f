import type { Cents, RatePpm } from '@paylab/shared/money';

import { resolveParameter, type Parameter } from './parameters/parameter';
import {
  INCOME_TAX_BRACKETS,
  STANDARD_DEDUCTION,
  type RateScheduleStatus,
} from './parameters/us/irs/income-tax/rate-schedules';
import {
  FUTA_CREDIT_REDUCTION,
  FUTA_GROSS_RATE,
  FUTA_MAXIMUM_CREDIT_RATE,
  FUTA_WAGE_BASE,
} from './parameters/us/irs/payroll/futa';
import {
  ADDITIONAL_MEDICARE_RATE,
  ADDITIONAL_MEDICARE_THRESHOLD,
  MEDICARE_EMPLOYEE_RATE,
} from './parameters/us/irs/payroll/medicare';
import {
  SOCIAL_SECURITY_EMPLOYEE_RATE,
  SOCIAL_SECURITY_WAGE_BASE,
} from './parameters/us/irs/payroll/social-security';
import {
  SUPPLEMENTAL_FLAT_RATE,
  SUPPLEMENTAL_MANDATORY_RATE,
  SUPPLEMENTAL_MANDATORY_THRESHOLD,
} from './parameters/us/irs/payroll/supplemental-wages';
import { SUTA_WAGE_BASE } from './parameters/us/states/unemployment-insurance';

/** A value for the screens with the publication it comes from. */
export interface CitedValue<T> {
  value: T;
  citation: string;
}

/** One bracket row for display: `rate` on income from `from` up to `to` (null: open-ended, shown with '+'). */
export interface DisplayBracket {
  rate: RatePpm;
  from: Cents;
  to: Cents | null;
}

export interface IncomeTaxRateSchedules {
  taxYear: number;
  brackets: CitedValue<Readonly<Record<RateScheduleStatus, readonly DisplayBracket[]>>>;
  standardDeductions: CitedValue<Readonly<Record<RateScheduleStatus | 'married-separate', Cents>>>;
}

export interface PayrollTaxRates {
  taxYear: number;
  socialSecurityRate: CitedValue<RatePpm>;
  socialSecurityWageBase: CitedValue<Cents>;
  medicareRate: CitedValue<RatePpm>;
  additionalMedicareRate: CitedValue<RatePpm>;
  additionalMedicareThreshold: CitedValue<Cents>;
  futaGrossRate: CitedValue<RatePpm>;
  futaMaximumCreditRate: CitedValue<RatePpm>;
  /** Gross rate less the maximum credit: 0.6%. */
  futaNetRate: CitedValue<RatePpm>;
  futaWageBase: CitedValue<Cents>;
  futaCreditReduction: CitedValue<Readonly<Record<string, RatePpm>>>;
  supplementalFlatRate: CitedValue<RatePpm>;
  supplementalMandatoryRate: CitedValue<RatePpm>;
  supplementalMandatoryThreshold: CitedValue<Cents>;
  sutaWageBase: CitedValue<Cents>;
}

function cite<T>(parameter: Parameter<T>, asOf: string): CitedValue<T> {
  const { value, citation } = resolveParameter(parameter, asOf);
  return { value, citation };
}

function toDisplayBrackets(
  brackets: readonly { rate: RatePpm; upTo: Cents | null }[],
): DisplayBracket[] {
  let from = 0;
  return brackets.map(({ rate, upTo }) => {
    const row = { rate, from, to: upTo };
    if (upTo !== null) from = upTo;
    return row;
  });
}

/** The statutory income tax brackets and standard deductions in force on `asOf`. */
export function resolveIncomeTaxRateSchedules(asOf: string): IncomeTaxRateSchedules {
  const brackets = resolveParameter(INCOME_TAX_BRACKETS, asOf);
  const deductions = resolveParameter(STANDARD_DEDUCTION, asOf);
  return {
    taxYear: Number(brackets.effectiveFrom.slice(0, 4)),
    brackets: {
      value: {
        single: toDisplayBrackets(brackets.value.single),
        'married-joint': toDisplayBrackets(brackets.value['married-joint']),
        'head-of-household': toDisplayBrackets(brackets.value['head-of-household']),
      },
      citation: brackets.citation,
    },
    standardDeductions: {
      value: { ...deductions.value, 'married-separate': deductions.value.single },
      citation: deductions.citation,
    },
  };
}

/** FICA, FUTA, supplemental and state unemployment figures in force on `asOf`, for the rate box and Compliance Center. */
export function resolvePayrollTaxRates(asOf: string): PayrollTaxRates {
  const futaGrossRate = cite(FUTA_GROSS_RATE, asOf);
  const futaMaximumCreditRate = cite(FUTA_MAXIMUM_CREDIT_RATE, asOf);
  return {
    taxYear: Number(resolveParameter(SOCIAL_SECURITY_WAGE_BASE, asOf).effectiveFrom.slice(0, 4)),
    socialSecurityRate: cite(SOCIAL_SECURITY_EMPLOYEE_RATE, asOf),
    socialSecurityWageBase: cite(SOCIAL_SECURITY_WAGE_BASE, asOf),
    medicareRate: cite(MEDICARE_EMPLOYEE_RATE, asOf),
    additionalMedicareRate: cite(ADDITIONAL_MEDICARE_RATE, asOf),
    additionalMedicareThreshold: cite(ADDITIONAL_MEDICARE_THRESHOLD, asOf),
    futaGrossRate,
    futaMaximumCreditRate,
    futaNetRate: {
      value: futaGrossRate.value - futaMaximumCreditRate.value,
      citation: futaMaximumCreditRate.citation,
    },
    futaWageBase: cite(FUTA_WAGE_BASE, asOf),
    futaCreditReduction: cite(FUTA_CREDIT_REDUCTION, asOf),
    supplementalFlatRate: cite(SUPPLEMENTAL_FLAT_RATE, asOf),
    supplementalMandatoryRate: cite(SUPPLEMENTAL_MANDATORY_RATE, asOf),
    supplementalMandatoryThreshold: cite(SUPPLEMENTAL_MANDATORY_THRESHOLD, asOf),
    sutaWageBase: cite(SUTA_WAGE_BASE, asOf),
  };
}

/** Rev. Proc. 2024-40 schedules for the Dashboard brackets card and the Compliance Center. */
export const INCOME_TAX_RATE_SCHEDULES_2025: IncomeTaxRateSchedules =
  resolveIncomeTaxRateSchedules('2025-01-01');

/** 2025 FICA, FUTA and supplemental constants for the navigation rate box and the Compliance Center. */
export const PAYROLL_TAX_RATES_2025: PayrollTaxRates = resolvePayrollTaxRates('2025-01-01');
