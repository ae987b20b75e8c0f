import {
  FILING_STATUSES,
  HSA_COVERAGES,
  PAY_FREQUENCIES,
  RULE_SET_IDS,
} from '@paylab/shared/constants';
import type { Cents, RatePpm } from '@paylab/shared/money';
import type { CertificateValues } from '@paylab/shared/state-certificate';

import type { DeductionType } from './benefits/deduction-types';
import type { StateLineKind } from './states/state-rule';

export { FILING_STATUSES, HSA_COVERAGES, PAY_FREQUENCIES };

export type HsaCoverage = (typeof HSA_COVERAGES)[number];

export const RULE_SETS = RULE_SET_IDS;
export type RuleSet = (typeof RULE_SETS)[number];

export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export type FilingStatus = (typeof FILING_STATUSES)[number];

/** Pub 15-T (2025) Worksheet 1A line 1b; the spec (section 9) uses the same counts. */
export const PAY_PERIODS_PER_YEAR: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

/**
 * PAY_PERIODS_PER_YEAR[frequency] with each frequency spelled out: every paycheck asks, and a
 * property read by a key that changes from one paycheck to the next takes the engine's slowest,
 * generic path.
 */
export function countPayPeriods(frequency: PayFrequency): number {
  if (frequency === 'bi-weekly') return PAY_PERIODS_PER_YEAR['bi-weekly'];
  if (frequency === 'weekly') return PAY_PERIODS_PER_YEAR.weekly;
  if (frequency === 'semi-monthly') return PAY_PERIODS_PER_YEAR['semi-monthly'];
  return PAY_PERIODS_PER_YEAR.monthly;
}

/** The amounts of a 2020-or-later Form W-4 (annual dollars except `extraWithholding`, per period). */
export interface FormW4Amounts {
  /** Step 2(c) checkbox: two jobs or a working spouse. */
  step2Checkbox: boolean;
  /** Step 3: annual credits for dependents. */
  dependentsAmount: Cents;
  /** Step 4(a): annual other income. */
  otherIncome: Cents;
  /** Step 4(b): annual deductions beyond the standard deduction. */
  deductions: Cents;
  /** Step 4(c): extra withholding per pay period. */
  extraWithholding: Cents;
}

export interface YearToDate {
  /** Regular wages paid earlier in the calendar year, before this paycheck. */
  grossPay: Cents;
  /** Supplemental wages (bonuses) paid earlier in the calendar year, before this paycheck. */
  supplementalPay: Cents;
  /**
   * Each state program's amount withheld earlier in the calendar year, by program id (`ny-pfl`,
   * `nj-fli`, ...): annual maxima and wage bases bind on these. Present, a program it leaves out
   * withheld 0.
   */
  stateLines?: Readonly<Record<string, Cents>>;
  /**
   * The spec's name for the family-leave line of `stateLines` (New York PFL), read when
   * `stateLines` is absent. With neither, NY PFL withheld earlier is estimated as 0.388% of
   * `grossPay + supplementalPay`, which is right only when every earlier wage was New York wages.
   */
  paidFamilyLeave?: Cents;
  /**
   * Each deduction type's amount taken earlier in the calendar year, as applied (after limits):
   * the annual limits bind on these, and each wage base of earlier paychecks is the wages less
   * the types that lower it. Absent: none.
   */
  deductions?: Readonly<Partial<Record<DeductionType, Cents>>>;
  /**
   * Commuter transit and parking taken earlier in the pay date's calendar month; their limits are
   * monthly. Absent: estimated as this paycheck's election on each earlier paycheck of the month.
   */
  deductionsThisMonth?: Readonly<Partial<Record<DeductionType, Cents>>>;
  /** The employer's contributions earlier in the calendar year. */
  employerContributions?: EmployerContributions;
}

/** One deduction the employee elected for this paycheck. */
export interface DeductionElection {
  type: DeductionType;
  /** Per-period amount in cents, before any limit. */
  amount: Cents;
}

/**
 * The employer's own contributions, which share a limit with the employee's elections: they are
 * taken as given and the employee's election gives way.
 */
export interface EmployerContributions {
  /** To the employee's HSA: counts in the HSA limit (26 U.S.C. 223(b), employer and employee together). */
  hsa?: Cents;
  /** Match and non-elective contributions to a 401(k) or 403(b) plan: 415(c) annual additions. */
  retirement?: Cents;
}

export interface PaycheckInput {
  ruleSet: RuleSet;
  /** YYYY-MM-DD; picks the parameters in force and the calendar year of every annual cap. */
  payDate: string;
  payFrequency: PayFrequency;
  /** Regular wages this period, excluding supplementalPay. */
  grossPay: Cents;
  /** Supplemental wages (bonuses) this period, identified separately from regular wages. */
  supplementalPay: Cents;
  /** Used only by spec-simplified-2025; defaults to grossPay x pay periods. */
  annualSalary?: Cents;
  filingStatus: FilingStatus;
  /**
   * The status of the state certificate (California DE 4, New York IT-2104), which the 2020+ federal
   * W-4 does not replace (forms-2025 section 1). Defaults to `filingStatus`.
   */
  stateFilingStatus?: FilingStatus;
  /** Federal allowances of a 2019-or-earlier W-4 (ignored when `w4` is present). */
  allowances: number;
  /** California DE 4 regular allowances, or New York IT-2104 allowances. */
  stateAllowances: number;
  /**
   * California DE 4 line 1b estimated-deduction allowances (EDD Method B Table 2). Optional because
   * PayLab's employee record does not hold them yet; 0 when absent.
   */
  stateEstimatedDeductionAllowances?: number;
  /** Extra federal withholding per period when there is no 2020+ W-4 (line 6 of an old W-4). */
  additionalWithholding: Cents;
  /** Two-letter state code of the work state. */
  state: string;
  /**
   * The work state's withholding certificate on file (IL-W-4, G-4, ...), by field key: counts and
   * money (cents) as numbers, selects as strings, checkboxes as booleans; a field left out takes
   * the state's default. Absent: CA and NY read `stateFilingStatus` and `stateAllowances` as their
   * DE 4 / IT-2104, every other state applies its "no certificate on file" default.
   */
  stateCertificate?: CertificateValues;
  /** Present means a 2020-or-later Form W-4 is on file. */
  w4?: FormW4Amounts;
  ytd: YearToDate;
  /** The company's state unemployment rate. */
  sutaRate: RatePpm;
  /**
   * Deductions from this paycheck, pre-tax and after-tax, in the order they are taken; absent or
   * empty: none, and every figure is what it was before deductions existed.
   */
  deductions?: readonly DeductionElection[];
  /** YYYY-MM-DD; the age at the end of the pay date's year decides catch-up contributions. */
  dateOfBirth?: string;
  /**
   * The employee's social security wages (Form W-2 box 3) from this employer in the calendar year
   * before the pay date's: above the year's threshold, catch-up contributions must be designated
   * Roth (26 U.S.C. 414(v)(7)). Absent: none, as for an employee hired this year.
   */
  priorYearSocialSecurityWages?: Cents;
  /** The HSA's coverage tier; required with an `hsa` deduction. */
  hsaCoverage?: HsaCoverage;
  /** The employer's contributions this period, for the limits they share with the employee's. */
  employerContributions?: EmployerContributions;
}

export interface TraceStep {
  /** Stable identifier, e.g. `federal.worksheet-1a.2h`. */
  step: string;
  label: string;
  amount: number;
  /** How to read `amount`: cents, a count, a rate in parts per million, or nothing (a note). */
  unit: 'cents' | 'count' | 'ppm' | 'none';
  citation: string;
}

export interface EmployerTaxes {
  socialSecurityTax: Cents;
  medicareTax: Cents;
  futaTax: Cents;
  sutaTax: Cents;
}

/** One program's withholding on a paycheck (a state's income tax, disability, family leave, ...). */
export interface PaycheckStateLine {
  /** The program's id, `<st>-<program>`, e.g. `ca-sdi`. */
  programId: string;
  kind: StateLineKind;
  /** Pay stub label, e.g. "CA State Disability Insurance (SDI)". */
  label: string;
  amount: Cents;
}

/**
 * The wages of this paycheck in each tax's base: regular plus supplemental wages less the pre-tax
 * deductions that lower that base, before any annual wage base (social security, FUTA) cuts them;
 * the capped amounts follow from year-to-date sums.
 */
export interface TaxableWages {
  /** Form W-2 box 1. */
  federalIncomeTax: Cents;
  /** Form W-2 box 3 before the wage base. */
  socialSecurity: Cents;
  /** Form W-2 box 5. */
  medicare: Cents;
  /** Form 940 total payments less exempt payments; SUTA is computed on these too. */
  futa: Cents;
  /** The work state's wages (W-2 box 16), by its conformity; Medicare wages where it taxes no wages. */
  state: Cents;
}

/** One deduction as taken from this paycheck. */
export interface PaycheckDeduction {
  type: DeductionType;
  /** What was taken, after any limit. */
  amount: Cents;
  /** True when it lowers any federal wage base (taken before tax). */
  preTax: boolean;
  /** The election, when a limit cut it to `amount`. */
  limitedFrom?: Cents;
}

export interface PaycheckResult {
  ruleSet: RuleSet;
  /** Worksheet 1A line 3c (or the spec's bracket tax) plus flat withholding on supplemental pay. */
  federalIncomeTax: Cents;
  socialSecurityTax: Cents;
  medicareTax: Cents;
  additionalMedicareTax: Cents;
  /** The sum of the state lines of kind income-tax and local-income-tax. */
  stateIncomeTax: Cents;
  /** The sum of the state lines of kind disability (CA SDI, NY DBL, ...). */
  stateDisabilityTax: Cents;
  /** The sum of the state lines of kind family-leave (NY PFL, ...; CA SDI already covers CA's). */
  statePaidFamilyLeave: Cents;
  /** The sum of every other state line (unemployment, long-term care, transit, ...). */
  stateOtherTaxes: Cents;
  /** Each program of the work state, in its rule's order, zero amounts included. */
  stateLines: PaycheckStateLine[];
  /** Extra federal withholding: W-4 Step 4(c), line 6 of an old W-4, or the employee's field. */
  additionalWithholding: Cents;
  /** Every tax withheld, the extra withholding and the employee deductions, each counted once. */
  totalDeductions: Cents;
  /** Gross pay (regular plus supplemental) less taxes and deductions; never negative. */
  netPay: Cents;
  taxableWages: TaxableWages;
  /** The deductions taken, in the order of `input.deductions`; empty without any. */
  deductions: PaycheckDeduction[];
  employer: EmployerTaxes;
  warnings: string[];
  /** Empty unless `options.trace` was set. */
  trace: TraceStep[];
}

export interface CalculatePaycheckOptions {
  /** Build the explanation trace (slower; off by default for pay runs). */
  trace?: boolean;
}
