import { FEDERAL_TAX_TREATMENT } from '../benefits/federal-tax-treatment';
import { DEPENDENT_CARE_LIMIT, HEALTH_FSA_LIMIT } from './us/irs/benefits/flexible-spending';
import { HSA_CATCH_UP, HSA_CONTRIBUTION_LIMIT } from './us/irs/benefits/health-savings-account';
import {
  PARKING_MONTHLY_LIMIT,
  TRANSIT_MONTHLY_LIMIT,
} from './us/irs/benefits/qualified-transportation';
import {
  ANNUAL_ADDITIONS_LIMIT,
  CATCH_UP_LIMIT,
  ELECTIVE_DEFERRAL_LIMIT,
  GOVERNMENTAL_457B_DEFERRAL_LIMIT,
  ROTH_CATCH_UP_RULE,
  SIMPLE_CATCH_UP_LIMIT,
  SIMPLE_DEFERRAL_LIMIT,
} from './us/irs/benefits/retirement-plans';
import {
  CHECKBOX_WITHHOLDING_TABLES,
  LINE_1G_AMOUNT,
  LINE_1K_ALLOWANCE,
  STANDARD_WITHHOLDING_TABLES,
} from './us/irs/income-tax/percentage-method';
import { INCOME_TAX_BRACKETS, STANDARD_DEDUCTION } from './us/irs/income-tax/rate-schedules';
import {
  FUTA_CREDIT_REDUCTION,
  FUTA_GROSS_RATE,
  FUTA_MAXIMUM_CREDIT_RATE,
  FUTA_WAGE_BASE,
} from './us/irs/payroll/futa';
import {
  ADDITIONAL_MEDICARE_RATE,
  ADDITIONAL_MEDICARE_THRESHOLD,
  MEDICARE_EMPLOYEE_RATE,
  MEDICARE_EMPLOYER_RATE,
} from './us/irs/payroll/medicare';
import {
  SOCIAL_SECURITY_EMPLOYEE_RATE,
  SOCIAL_SECURITY_EMPLOYER_RATE,
  SOCIAL_SECURITY_WAGE_BASE,
} from './us/irs/payroll/social-security';
import {
  SUPPLEMENTAL_FLAT_RATE,
  SUPPLEMENTAL_MANDATORY_RATE,
  SUPPLEMENTAL_MANDATORY_THRESHOLD,
} from './us/irs/payroll/supplemental-wages';
import { SUTA_WAGE_BASE } from './us/states/unemployment-insurance';

/*
 * The engine's parameters in the groups a paycheck resolves at its pay date. Each group is also a
 * jurisdiction of the tax-year coverage (tax-year-coverage.ts), so what a paycheck reads and what
 * the coverage reports are one list.
 */

/** Federal income tax withholding: Pub 15-T Worksheet 1A and the supplemental rates. */
export const FEDERAL_PARAMETERS = {
  line1gAmount: LINE_1G_AMOUNT,
  line1kAllowance: LINE_1K_ALLOWANCE,
  standardTables: STANDARD_WITHHOLDING_TABLES,
  checkboxTables: CHECKBOX_WITHHOLDING_TABLES,
  supplementalFlatRate: SUPPLEMENTAL_FLAT_RATE,
  supplementalMandatoryRate: SUPPLEMENTAL_MANDATORY_RATE,
  supplementalMandatoryThreshold: SUPPLEMENTAL_MANDATORY_THRESHOLD,
};

/** The statutory rate schedules behind the tables, for the brackets card and Compliance Center. */
export const FEDERAL_RATE_SCHEDULE_PARAMETERS = {
  incomeTaxBrackets: INCOME_TAX_BRACKETS,
  standardDeduction: STANDARD_DEDUCTION,
};

export const FICA_PARAMETERS = {
  socialSecurityEmployeeRate: SOCIAL_SECURITY_EMPLOYEE_RATE,
  socialSecurityEmployerRate: SOCIAL_SECURITY_EMPLOYER_RATE,
  socialSecurityWageBase: SOCIAL_SECURITY_WAGE_BASE,
  medicareEmployeeRate: MEDICARE_EMPLOYEE_RATE,
  medicareEmployerRate: MEDICARE_EMPLOYER_RATE,
  additionalMedicareRate: ADDITIONAL_MEDICARE_RATE,
  additionalMedicareThreshold: ADDITIONAL_MEDICARE_THRESHOLD,
};

export const UNEMPLOYMENT_PARAMETERS = {
  futaGrossRate: FUTA_GROSS_RATE,
  futaMaximumCreditRate: FUTA_MAXIMUM_CREDIT_RATE,
  futaWageBase: FUTA_WAGE_BASE,
  sutaWageBase: SUTA_WAGE_BASE,
};

/** Which wage bases each deduction type lowers, and the year's limits (issue 29). */
export const BENEFIT_PARAMETERS = {
  federalTreatment: FEDERAL_TAX_TREATMENT,
  electiveDeferralLimit: ELECTIVE_DEFERRAL_LIMIT,
  governmental457bLimit: GOVERNMENTAL_457B_DEFERRAL_LIMIT,
  catchUpLimit: CATCH_UP_LIMIT,
  simpleDeferralLimit: SIMPLE_DEFERRAL_LIMIT,
  simpleCatchUpLimit: SIMPLE_CATCH_UP_LIMIT,
  annualAdditionsLimit: ANNUAL_ADDITIONS_LIMIT,
  rothCatchUpRule: ROTH_CATCH_UP_RULE,
  hsaLimit: HSA_CONTRIBUTION_LIMIT,
  hsaCatchUp: HSA_CATCH_UP,
  healthFsaLimit: HEALTH_FSA_LIMIT,
  dependentCareLimit: DEPENDENT_CARE_LIMIT,
  transitMonthlyLimit: TRANSIT_MONTHLY_LIMIT,
  parkingMonthlyLimit: PARKING_MONTHLY_LIMIT,
};

/** Settled once a year on Form 940 Schedule A, never per paycheck. */
export const FORM_940_PARAMETERS = {
  futaCreditReduction: FUTA_CREDIT_REDUCTION,
};

/** The product spec's simplified model (rule set spec-simplified-2025). */
export { SPEC_SIMPLIFIED_PARAMETERS } from './us/paylab/spec-section-9';
