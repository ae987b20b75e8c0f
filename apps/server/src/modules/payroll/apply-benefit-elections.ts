import {
  DEDUCTION_TYPES,
  divideRounded,
  isRetirementPlanType,
  type Cents,
  type RatePpm,
} from '@paylab/shared';
import {
  TaxEngineInputError,
  type DeductionElection,
  type DeductionType,
  type PaycheckDeduction,
  type PaycheckInput,
} from '@paylab/tax-engine';
import type {
  BenefitElectionInForce,
  PayrollBenefitPlan,
  PayrollYearToDate,
} from './load-payroll-inputs';

/**
 * A stored election the paycheck cannot take (after-tax deductions larger than the pay the taxes
 * leave, an HSA without its coverage tier): named by its plan, and answered as a conflict with
 * stored data rather than as a field of the request.
 */
export class BenefitElectionRefusal extends TaxEngineInputError {}

/** One plan's deduction as priced for a paycheck, before it is stored. */
export interface PricedDeductionLine {
  planId: string;
  type: DeductionType;
  isPreTax: boolean;
  employeeAmount: Cents;
  employerAmount: Cents;
}

/** The paycheck input the elections add, and the year to date they read. */
export type BenefitInputs = Pick<
  PaycheckInput,
  | 'deductions'
  | 'dateOfBirth'
  | 'priorYearSocialSecurityWages'
  | 'hsaCoverage'
  | 'employerContributions'
> & {
  ytd: PayrollYearToDate;
  /** Each election's employer amount on its elected amount, in order. */
  employerAmounts: Cents[];
};

/**
 * 401(k) and 403(b) contributions of the employer are annual additions (26 U.S.C. 415(c)), which
 * the tax engine limits with the employee's deferrals; 457(b) and SIMPLE IRA plans are outside it.
 */
export const ANNUAL_ADDITIONS_TYPES: readonly DeductionType[] = [
  'traditional-401k',
  'roth-401k',
  'traditional-403b',
  'roth-403b',
];

/** The steps of a rate with 4 decimals (NUMERIC(7,4)): parts per million are multiples of 100. */
const RATE_STEPS = 10_000;
const PPM_PER_STEP = 100;

/**
 * amount x rate, rounded half up once. Rates are stored with 4 decimals, so amount x the rate in
 * ten-thousandths stays below 2^53 for any paycheck (multiplyRate's parts per million would not).
 */
function applyRate(amount: Cents, rate: RatePpm): Cents {
  return divideRounded(amount * Math.round(rate / PPM_PER_STEP), RATE_STEPS);
}

const TYPE_ORDER = new Map<string, number>(DEDUCTION_TYPES.map((type, index) => [type, index]));

/**
 * The order deductions are taken in: by type as the closed list runs (retirement, premiums, HSA and
 * FSAs, commuter, after-tax last), then by plan name. Elections sharing a limit take its room in
 * this order, and after-tax deductions come out of what the others leave.
 */
export function orderPlans(plans: readonly PayrollBenefitPlan[]): PayrollBenefitPlan[] {
  return [...plans].sort(
    (left, right) =>
      TYPE_ORDER.get(left.type)! - TYPE_ORDER.get(right.type)! ||
      (left.name < right.name ? -1 : left.name > right.name ? 1 : 0) ||
      (left.id < right.id ? -1 : 1),
  );
}

/** What the election asks of this paycheck: its amount, or its share of gross pay rounded once. */
function toElectedAmount(election: BenefitElectionInForce, wages: Cents): Cents {
  if (election.amountPerPeriod !== null) return election.amountPerPeriod;
  return applyRate(wages, election.percentOfPay ?? 0);
}

/**
 * The match on this paycheck's deferral: each tier matches its rate of the deferral that falls in
 * its share of gross pay (that share a money amount, rounded to the cent); "100% of the first 3%
 * plus 50% of the next 2%" on 2,000.00 with a 100.00 deferral is 60.00 + 50% x 40.00 = 80.00. The
 * sum is rounded once.
 */
export function calculateEmployerMatch(
  tiers: PayrollBenefitPlan['employerMatch'],
  deferral: Cents,
  wages: Cents,
): Cents {
  let remaining = deferral;
  let matchedSteps = 0;
  for (const tier of tiers) {
    if (remaining <= 0) break;
    const matched = Math.min(remaining, applyRate(wages, tier.payRate));
    remaining -= matched;
    matchedSteps += matched * Math.round(tier.matchRate / PPM_PER_STEP);
  }
  return divideRounded(matchedSteps, RATE_STEPS);
}

/**
 * The employer's part on a plan: a retirement plan's match on the employee's deferral plus its
 * non-elective share of gross pay; a premium's or HSA's fixed amount per pay period.
 */
export function calculateEmployerAmount(
  plan: PayrollBenefitPlan,
  employeeAmount: Cents,
  wages: Cents,
): Cents {
  if (!isRetirementPlanType(plan.type)) return plan.employerAmountPerPeriod ?? 0;
  const nonElective =
    plan.employerNonElectiveRate === null ? 0 : applyRate(wages, plan.employerNonElectiveRate);
  return calculateEmployerMatch(plan.employerMatch, employeeAmount, wages) + nonElective;
}

const COMMUTER_TYPES: readonly DeductionType[] = ['commuter-transit', 'commuter-parking'];

/**
 * The engine's deduction inputs from the elections in force (already in order): each election's
 * amount, the employer's contributions that share the HSA and 415(c) limits with the employee's
 * (the match figured on the elected deferral, so a deferral a limit then cuts is matched on what
 * is taken when the line is stored), the date of birth for catch-up (a date after the pay date
 * allows none), the prior year's social security wages for the Roth catch-up rule (none stored:
 * none), the HSA's coverage tier, and the month's commuter amounts, known from the stored lines
 * (0 when none).
 */
export function toBenefitInputs(
  elections: readonly BenefitElectionInForce[],
  {
    wages,
    dateOfBirth,
    priorYearSocialSecurityWages,
    payDate,
    ytd,
  }: {
    wages: Cents;
    dateOfBirth: string | null;
    priorYearSocialSecurityWages?: Cents;
    payDate: string;
    ytd: PayrollYearToDate;
  },
): BenefitInputs {
  const deductions: DeductionElection[] = [];
  const employerAmounts: Cents[] = [];
  let hsa = 0;
  let retirement = 0;
  let hsaCoverage: BenefitElectionInForce['hsaCoverage'] = null;
  let thisMonth: PayrollYearToDate['deductionsThisMonth'];
  for (const election of elections) {
    const { type } = election.plan;
    const amount = toElectedAmount(election, wages);
    deductions.push({ type, amount });
    const employer = calculateEmployerAmount(election.plan, amount, wages);
    employerAmounts.push(employer);
    if (type === 'hsa') {
      hsa += employer;
      hsaCoverage ??= election.hsaCoverage;
    } else if (ANNUAL_ADDITIONS_TYPES.includes(type)) retirement += employer;
    else if (COMMUTER_TYPES.includes(type) && ytd.deductionsThisMonth?.[type] === undefined)
      thisMonth = { ...(thisMonth ?? ytd.deductionsThisMonth), [type]: 0 };
  }
  const inputs: BenefitInputs = {
    deductions,
    employerContributions: { hsa, retirement },
    ytd: thisMonth ? { ...ytd, deductionsThisMonth: thisMonth } : ytd,
    employerAmounts,
  };
  // Fields set only where they apply, without a spread per paycheck.
  if (dateOfBirth !== null && dateOfBirth <= payDate) inputs.dateOfBirth = dateOfBirth;
  if (priorYearSocialSecurityWages !== undefined)
    inputs.priorYearSocialSecurityWages = priorYearSocialSecurityWages;
  if (hsaCoverage) inputs.hsaCoverage = hsaCoverage;
  return inputs;
}

/**
 * The elections' fields added to a paycheck's input, in the order the engine's input lists them
 * (the year to date keeps its place, now with the month's commuter amounts).
 */
export function addBenefitInputs(input: PaycheckInput, benefits: BenefitInputs): void {
  input.deductions = benefits.deductions;
  if (benefits.dateOfBirth !== undefined) input.dateOfBirth = benefits.dateOfBirth;
  if (benefits.priorYearSocialSecurityWages !== undefined)
    input.priorYearSocialSecurityWages = benefits.priorYearSocialSecurityWages;
  if (benefits.hsaCoverage !== undefined) input.hsaCoverage = benefits.hsaCoverage;
  input.employerContributions = benefits.employerContributions;
  input.ytd = benefits.ytd;
}

/**
 * Each plan's line as taken: the engine's amount after limits, and the employer's on it (figured
 * again only where a limit cut the election).
 */
export function toDeductionLines(
  elections: readonly BenefitElectionInForce[],
  inputs: BenefitInputs,
  taken: readonly PaycheckDeduction[],
  wages: Cents,
): PricedDeductionLine[] {
  return elections.map((election, index) => {
    const line = taken[index]!;
    return {
      planId: election.plan.id,
      type: election.plan.type,
      isPreTax: line.preTax,
      employeeAmount: line.amount,
      employerAmount:
        line.limitedFrom === undefined
          ? inputs.employerAmounts[index]!
          : calculateEmployerAmount(election.plan, line.amount, wages),
    };
  });
}

/** Inputs of the engine that only the stored elections and their lines fill in. */
const BENEFIT_FIELDS =
  /^(deductions|dateOfBirth|priorYearSocialSecurityWages|hsaCoverage|employerContributions|ytd\.deductions|ytd\.deductionsThisMonth|ytd\.employerContributions)(\.|$)/;

/**
 * The engine's refusal of an input the elections filled in, as a BenefitElectionRefusal naming
 * the plan (`deductions.2.amount` is the third election in order); any other error as it was.
 */
export function nameRefusedElection(
  error: unknown,
  elections: readonly BenefitElectionInForce[],
): unknown {
  if (!(error instanceof TaxEngineInputError) || !BENEFIT_FIELDS.test(error.field)) return error;
  const index = /^deductions\.(\d+)\./.exec(error.field)?.[1];
  const plan = index === undefined ? undefined : elections[Number(index)]?.plan;
  return new BenefitElectionRefusal(
    error.field,
    plan ? `${plan.name}: ${error.message}` : error.message,
  );
}
