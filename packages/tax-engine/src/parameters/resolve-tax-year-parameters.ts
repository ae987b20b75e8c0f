import { FEDERAL_TAX_TREATMENT } from '../benefits/federal-tax-treatment';
import { TaxEngineInputError } from '../errors';
import { resolveParameter, type DatedValue, type Parameter } from './parameter';
import {
  CHECKBOX_WITHHOLDING_TABLES,
  LINE_1G_AMOUNT,
  LINE_1K_ALLOWANCE,
  STANDARD_WITHHOLDING_TABLES,
} from './us/irs/income-tax/percentage-method';
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
  SIMPLE_CATCH_UP_LIMIT,
  SIMPLE_DEFERRAL_LIMIT,
} from './us/irs/benefits/retirement-plans';
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
import { RULES_COVERAGE, type RulesCoverage } from './us/paylab/rules-coverage';
import {
  SPEC_CA_ALLOWANCE,
  SPEC_CA_BRACKETS,
  SPEC_CA_DISABILITY_RATE,
  SPEC_FEDERAL_ALLOWANCE,
  SPEC_FEDERAL_BRACKETS,
  SPEC_FEDERAL_STANDARD_DEDUCTION,
  SPEC_NY_DISABILITY_RATE,
  SPEC_NY_INCOME_TAX_RATE,
  SPEC_STATES_WITHOUT_INCOME_TAX,
  SPEC_SUPPLEMENTAL_RATES,
} from './us/paylab/spec-section-9';
import { SUTA_WAGE_BASE } from './us/states/unemployment-insurance';
import { listStateRules } from '../states/registry';
import type { ParameterGroup, ResolvedGroup as ResolvedStateGroup } from '../states/state-rule';

type Resolved<P> = P extends Parameter<infer T> ? DatedValue<T> : never;
type ResolvedGroup<G> = { readonly [K in keyof G]: Resolved<G[K]> };

const FEDERAL = {
  line1gAmount: LINE_1G_AMOUNT,
  line1kAllowance: LINE_1K_ALLOWANCE,
  standardTables: STANDARD_WITHHOLDING_TABLES,
  checkboxTables: CHECKBOX_WITHHOLDING_TABLES,
  supplementalFlatRate: SUPPLEMENTAL_FLAT_RATE,
  supplementalMandatoryRate: SUPPLEMENTAL_MANDATORY_RATE,
  supplementalMandatoryThreshold: SUPPLEMENTAL_MANDATORY_THRESHOLD,
};
const FICA = {
  socialSecurityEmployeeRate: SOCIAL_SECURITY_EMPLOYEE_RATE,
  socialSecurityEmployerRate: SOCIAL_SECURITY_EMPLOYER_RATE,
  socialSecurityWageBase: SOCIAL_SECURITY_WAGE_BASE,
  medicareEmployeeRate: MEDICARE_EMPLOYEE_RATE,
  medicareEmployerRate: MEDICARE_EMPLOYER_RATE,
  additionalMedicareRate: ADDITIONAL_MEDICARE_RATE,
  additionalMedicareThreshold: ADDITIONAL_MEDICARE_THRESHOLD,
};
const UNEMPLOYMENT = {
  futaGrossRate: FUTA_GROSS_RATE,
  futaMaximumCreditRate: FUTA_MAXIMUM_CREDIT_RATE,
  futaWageBase: FUTA_WAGE_BASE,
  sutaWageBase: SUTA_WAGE_BASE,
};
const BENEFITS = {
  federalTreatment: FEDERAL_TAX_TREATMENT,
  electiveDeferralLimit: ELECTIVE_DEFERRAL_LIMIT,
  governmental457bLimit: GOVERNMENTAL_457B_DEFERRAL_LIMIT,
  catchUpLimit: CATCH_UP_LIMIT,
  simpleDeferralLimit: SIMPLE_DEFERRAL_LIMIT,
  simpleCatchUpLimit: SIMPLE_CATCH_UP_LIMIT,
  annualAdditionsLimit: ANNUAL_ADDITIONS_LIMIT,
  hsaLimit: HSA_CONTRIBUTION_LIMIT,
  hsaCatchUp: HSA_CATCH_UP,
  healthFsaLimit: HEALTH_FSA_LIMIT,
  dependentCareLimit: DEPENDENT_CARE_LIMIT,
  transitMonthlyLimit: TRANSIT_MONTHLY_LIMIT,
  parkingMonthlyLimit: PARKING_MONTHLY_LIMIT,
};
const SPEC_SIMPLIFIED = {
  federalBrackets: SPEC_FEDERAL_BRACKETS,
  federalStandardDeduction: SPEC_FEDERAL_STANDARD_DEDUCTION,
  federalAllowance: SPEC_FEDERAL_ALLOWANCE,
  supplemental: SPEC_SUPPLEMENTAL_RATES,
  caBrackets: SPEC_CA_BRACKETS,
  caAllowance: SPEC_CA_ALLOWANCE,
  caDisabilityRate: SPEC_CA_DISABILITY_RATE,
  nyIncomeTaxRate: SPEC_NY_INCOME_TAX_RATE,
  nyDisabilityRate: SPEC_NY_DISABILITY_RATE,
  statesWithoutIncomeTax: SPEC_STATES_WITHOUT_INCOME_TAX,
};

/** Every parameter PayLab holds, for listings (Compliance Center) and data checks. */
// A state formula that reads a federal value (VT's supplemental rate, MA's FICA rates) holds the
// same parameter object in its group; the catalogue lists each parameter once.
export const TAX_PARAMETERS: readonly Parameter<unknown>[] = [
  ...new Set<Parameter<unknown>>([
    RULES_COVERAGE,
    ...[FEDERAL, FICA, UNEMPLOYMENT, BENEFITS, SPEC_SIMPLIFIED].flatMap((group) =>
      Object.values(group),
    ),
    ...listStateRules().flatMap((rule) => Object.values(rule.parameters)),
    INCOME_TAX_BRACKETS,
    STANDARD_DEDUCTION,
    FUTA_CREDIT_REDUCTION,
  ]),
];

/** Every parameter in force on one pay date: resolve once, then reuse for a whole pay run. */
export interface TaxYearParameters {
  readonly payDate: string;
  /** Calendar year of the pay date: every annual cap (wage bases, thresholds) runs over it. */
  readonly payYear: number;
  readonly coverage: DatedValue<RulesCoverage>;
  /** Warnings every paycheck on this pay date carries (e.g. rules of an earlier year applied). */
  readonly warnings: readonly string[];
  readonly federal: ResolvedGroup<typeof FEDERAL>;
  readonly fica: ResolvedGroup<typeof FICA>;
  readonly unemployment: ResolvedGroup<typeof UNEMPLOYMENT>;
  readonly specSimplified: ResolvedGroup<typeof SPEC_SIMPLIFIED>;
  /** Which wage bases each deduction type lowers, and the limits of the year (issue 29). */
  readonly benefits: ResolvedGroup<typeof BENEFITS>;
  /**
   * Each work state's parameter group resolved on this pay date, by state code, filled the first
   * time a paycheck of that state needs it (resolveStateParameters): a pay run resolves each
   * state once.
   */
  readonly stateParameters: Map<string, ResolvedStateGroup<ParameterGroup>>;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The calendar year of a YYYY-MM-DD date, or a TaxEngineInputError on `payDate`. */
export function parsePayDate(payDate: unknown): number {
  const match = typeof payDate === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(payDate) : null;
  if (!match) throw new TaxEngineInputError('payDate', 'payDate must be a date written YYYY-MM-DD');
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthLength = month === 2 && isLeapYear ? 29 : DAYS_IN_MONTH[month - 1];
  if (monthLength === undefined || day < 1 || day > monthLength) {
    throw new TaxEngineInputError('payDate', `payDate ${String(payDate)} is not a calendar date`);
  }
  return year;
}

function resolveGroup<G extends Record<string, Parameter<unknown>>>(
  group: G,
  date: string,
): ResolvedGroup<G> {
  const resolved: Record<string, DatedValue<unknown>> = {};
  for (const [key, parameter] of Object.entries(group))
    resolved[key] = resolveParameter(parameter, date);
  return resolved as ResolvedGroup<G>;
}

/**
 * Resolves every parameter in force on `payDate`. A date before the first published values is
 * refused (TaxEngineInputError on payDate); a date after the last verified year keeps the latest
 * values and says so in `warnings`, because using stale law silently would mislead.
 */
export function resolveTaxYearParameters(payDate: string): TaxYearParameters {
  const payYear = parsePayDate(payDate);
  const earliest = RULES_COVERAGE.values[0]!.effectiveFrom;
  if (payDate < earliest) {
    throw new TaxEngineInputError(
      'payDate',
      `PayLab has tax rules from ${earliest}; a pay date of ${payDate} is earlier`,
    );
  }
  const coverage = resolveParameter(RULES_COVERAGE, payDate);
  const warnings =
    payDate > coverage.value.lastPayDate
      ? [`${coverage.value.taxYear} rules applied to a ${payYear} pay date`]
      : [];
  return {
    payDate,
    payYear,
    coverage,
    warnings,
    federal: resolveGroup(FEDERAL, payDate),
    fica: resolveGroup(FICA, payDate),
    unemployment: resolveGroup(UNEMPLOYMENT, payDate),
    specSimplified: resolveGroup(SPEC_SIMPLIFIED, payDate),
    benefits: resolveGroup(BENEFITS, payDate),
    stateParameters: new Map(),
  };
}
