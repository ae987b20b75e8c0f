import { FILING_STATUSES, PAY_FREQUENCIES, RULE_SET_IDS } from '@paylab/shared/constants';
import type { Cents, RatePpm } from '@paylab/shared/money';

export { FILING_STATUSES, PAY_FREQUENCIES };

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
   * New York PFL contributions withheld earlier in the calendar year; the annual maximum limits
   * these. Absent, they are estimated as 0.388% of `grossPay + supplementalPay`, which is right
   * only when every earlier wage was New York wages.
   */
  paidFamilyLeave?: Cents;
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
  /** Present means a 2020-or-later Form W-4 is on file. */
  w4?: FormW4Amounts;
  ytd: YearToDate;
  /** The company's state unemployment rate. */
  sutaRate: RatePpm;
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

export interface PaycheckResult {
  ruleSet: RuleSet;
  /** Worksheet 1A line 3c (or the spec's bracket tax) plus flat withholding on supplemental pay. */
  federalIncomeTax: Cents;
  socialSecurityTax: Cents;
  medicareTax: Cents;
  additionalMedicareTax: Cents;
  stateIncomeTax: Cents;
  /** CA SDI or NY DBL. */
  stateDisabilityTax: Cents;
  /** NY PFL; 0 elsewhere (CA SDI already covers CA paid family leave). */
  statePaidFamilyLeave: Cents;
  /** Extra federal withholding: W-4 Step 4(c), line 6 of an old W-4, or the employee's field. */
  additionalWithholding: Cents;
  totalDeductions: Cents;
  netPay: Cents;
  employer: EmployerTaxes;
  warnings: string[];
  /** Empty unless `options.trace` was set. */
  trace: TraceStep[];
}

export interface CalculatePaycheckOptions {
  /** Build the explanation trace (slower; off by default for pay runs). */
  trace?: boolean;
}
