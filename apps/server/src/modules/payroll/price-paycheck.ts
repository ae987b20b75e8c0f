import { toEngineCertificate, type Cents, type RULE_SET_IDS } from '@paylab/shared';
import {
  calculatePaycheckWith,
  findStateRule,
  type PaycheckInput,
  type PaycheckResult,
  type TaxYearParameters,
} from '@paylab/tax-engine';
import {
  addBenefitInputs,
  nameRefusedElection,
  toBenefitInputs,
  toDeductionLines,
  type PricedDeductionLine,
} from './apply-benefit-elections';
import { calculateEarnings, type Earnings } from './calculate-earnings';
import type { EffectiveW4, PayrollEmployee, PayrollYearToDate } from './load-payroll-inputs';

export interface PricePaycheckOptions {
  employee: PayrollEmployee;
  w4: EffectiveW4 | undefined;
  /** Absent for an employee's first paycheck of the year. */
  ytd: PayrollYearToDate | undefined;
  hoursHundredths: number;
  overtimeHundredths: number;
  supplementalPay: Cents;
  ruleSet: (typeof RULE_SET_IDS)[number];
  sutaRate: number;
  isTraced?: boolean;
}

export interface PricedPaycheck {
  earnings: Earnings;
  input: PaycheckInput;
  result: PaycheckResult;
  /** A line per election in force, in the order taken; empty without any. */
  deductionLines: PricedDeductionLine[];
}

const FIRST_PAYCHECK_OF_YEAR: PayrollYearToDate = {
  grossPay: 0,
  supplementalPay: 0,
  stateLines: {},
};

/**
 * One paycheck from stored data (api-conventions "Inputs of a paycheck"): a 2020-or-later W-4 in
 * force supplies filing status, Steps 2-4 and the extra withholding, replacing the employee's
 * filing status, allowances and additional withholding; without one the employee's fields act as a
 * 2019-or-earlier W-4. A state certificate on file is the state's own; without one, the employee's
 * filing status and state allowances stand for the certificates they always stood for (DE 4,
 * IT-2104), which a federal W-4 does not replace, and other states apply their defaults. The
 * benefit elections in force become the engine's deductions (apply-benefit-elections.ts). Pure:
 * parameters are resolved once by the caller. Throws TaxEngineInputError, a BenefitElectionRefusal
 * when the elections cannot be taken.
 */
export function pricePaycheck(
  params: TaxYearParameters,
  options: PricePaycheckOptions,
): PricedPaycheck {
  const { employee, w4 } = options;
  const earnings = calculateEarnings(employee, {
    ruleSet: options.ruleSet,
    hoursHundredths: options.hoursHundredths,
    overtimeHundredths: options.overtimeHundredths,
  });
  const wages = earnings.grossPay + options.supplementalPay;
  const ytd = options.ytd ?? FIRST_PAYCHECK_OF_YEAR;
  const { elections } = employee;
  const benefits =
    elections.length === 0
      ? undefined
      : toBenefitInputs(elections, {
          wages,
          dateOfBirth: employee.dateOfBirth,
          priorYearSocialSecurityWages: employee.priorYearSocialSecurityWages,
          payDate: params.payDate,
          ytd,
        });
  const input: PaycheckInput = {
    ruleSet: options.ruleSet,
    payDate: params.payDate,
    payFrequency: employee.payFrequency,
    grossPay: earnings.grossPay,
    supplementalPay: options.supplementalPay,
    // An hourly employee has no salary: the spec-simplified rules annualise the check instead.
    annualSalary: employee.annualSalary ?? undefined,
    filingStatus: w4 ? w4.filingStatus : employee.filingStatus,
    stateFilingStatus: employee.filingStatus,
    allowances: w4 ? 0 : employee.allowances,
    stateAllowances: employee.stateAllowances,
    additionalWithholding: w4 ? 0 : employee.additionalWithholding,
    state: employee.state,
    ...(employee.stateCertificate
      ? {
          stateCertificate: toEngineCertificate(
            findStateRule(employee.state)?.certificate.fields ?? [],
            employee.stateCertificate,
          ),
        }
      : {}),
    w4: w4?.amounts,
    ytd,
    sutaRate: options.sutaRate,
  };
  if (benefits) addBenefitInputs(input, benefits);
  let result: PaycheckResult;
  try {
    result = calculatePaycheckWith(params, input, { trace: options.isTraced });
  } catch (error) {
    throw nameRefusedElection(error, elections);
  }
  const deductionLines = benefits
    ? toDeductionLines(elections, benefits, result.deductions, wages)
    : [];
  return { earnings, input, result, deductionLines };
}
