import { formatUsd, type Cents } from '@paylab/shared/money';

import { TaxEngineInputError } from '../errors';
import type { TaxYearParameters } from '../parameters/resolve-tax-year-parameters';
import type { CatchUpLimits } from '../parameters/us/irs/benefits/retirement-plans';
import { note, type TraceSink } from '../trace';
import type { DeductionElection, PaycheckDeduction, PaycheckInput, PayFrequency } from '../types';
import { DEDUCTION_TYPE_LABELS, type DeductionType } from './deduction-types';

type Benefits = TaxYearParameters['benefits'];

/** The limits elections share; a type without one (premiums, after-tax) is taken as elected. */
type LimitGroup =
  | 'elective-deferral'
  | 'governmental-457b'
  | 'simple-ira'
  | 'hsa'
  | 'health-fsa'
  | 'dependent-care'
  | 'commuter-transit'
  | 'commuter-parking';

/*
 * 402(g) counts traditional and Roth deferrals to 401(k) and 403(b) plans together; a governmental
 * 457(b) plan has its own limit (457(e)(15)). A SIMPLE IRA is kept apart: an employer with one may
 * sponsor no other plan (26 U.S.C. 408(p)(2)(D)), so one paycheck never carries both.
 */
const LIMIT_GROUPS: Readonly<Record<DeductionType, LimitGroup | undefined>> = {
  'traditional-401k': 'elective-deferral',
  'roth-401k': 'elective-deferral',
  'traditional-403b': 'elective-deferral',
  'roth-403b': 'elective-deferral',
  'governmental-457b': 'governmental-457b',
  'simple-ira': 'simple-ira',
  'section-125-medical': undefined,
  'section-125-dental': undefined,
  'section-125-vision': undefined,
  hsa: 'hsa',
  'health-fsa': 'health-fsa',
  'dependent-care-fsa': 'dependent-care',
  'commuter-transit': 'commuter-transit',
  'commuter-parking': 'commuter-parking',
  'after-tax': undefined,
};

/** The limits whose catch-up the Roth catch-up rule reaches: not a SIMPLE IRA's (414(v)(7)(C)). */
const ROTH_CATCH_UP_GROUPS: ReadonlySet<LimitGroup | undefined> = new Set<LimitGroup>([
  'elective-deferral',
  'governmental-457b',
]);

const ELECTIVE_DEFERRAL_TYPES: readonly DeductionType[] = [
  'traditional-401k',
  'roth-401k',
  'traditional-403b',
  'roth-403b',
];

/*
 * A paycheck works out only the room of each limit its elections share; the words and citation of
 * a limit are written only for an election it cuts, from the same facts (describeLimit, citeLimit),
 * so a paycheck within every limit builds no string and no closure.
 */
interface Limit {
  /** What this paycheck may still take. */
  room: Cents;
  /**
   * What a pre-tax election may still take when the catch-up must be designated Roth: the limit
   * without the catch-up. Undefined: pre-tax and Roth elections share `room` alike.
   */
  preTaxRoom: Cents | undefined;
}

interface LimitContext {
  benefits: Benefits;
  input: PaycheckInput;
  payYear: number;
  /** Age at the end of the pay date's year; undefined without a date of birth. */
  ageAtYearEnd: number | undefined;
  /** Whether catch-up contributions may be taken only as designated Roth contributions. */
  isRothOnly: boolean;
}

/**
 * 26 U.S.C. 414(v)(7) (SECURE 2.0 Act section 603): an employee whose social security wages from
 * the employer in the year before exceed the threshold may make catch-up contributions to a
 * 401(k), 403(b) or governmental 457(b) plan only as designated Roth contributions; SIMPLE IRAs
 * are outside it (414(v)(7)(C)). Whether the rule can bind: not in a year it is not in force, nor
 * for an employee without a catch-up (under 50, or no date of birth on file).
 */
function isRothCatchUpBinding(benefits: Benefits, ageAtYearEnd: number | undefined): boolean {
  return (
    benefits.rothCatchUpRule.value.isInForce && ageAtYearEnd !== undefined && ageAtYearEnd >= 50
  );
}

function isRothOnlyCatchUp(benefits: Benefits, input: PaycheckInput): boolean {
  const wages = input.priorYearSocialSecurityWages;
  return (
    wages !== undefined && wages > benefits.rothCatchUpRule.value.priorYearSocialSecurityWagesOver
  );
}

/** The Roth catch-up rule's finding for an employee it binds, in words. */
function describeRothCatchUp(benefits: Benefits, input: PaycheckInput, payYear: number): string {
  const rule = benefits.rothCatchUpRule;
  const wages = input.priorYearSocialSecurityWages;
  const threshold = formatUsd(rule.value.priorYearSocialSecurityWagesOver);
  const prior = `${payYear - 1} social security wages from this employer`;
  if (wages === undefined)
    return `catch-up contributions may be pre-tax: no ${prior} are on file, so they do not exceed ${threshold}`;
  if (isRothOnlyCatchUp(benefits, input))
    return `catch-up contributions must be designated Roth: ${prior} of ${formatUsd(wages)} exceed ${threshold}`;
  return `catch-up contributions may be pre-tax: ${prior} of ${formatUsd(wages)} do not exceed ${threshold}`;
}

function sumYearToDate(input: PaycheckInput, types: readonly DeductionType[]): Cents {
  const before = input.ytd.deductions;
  if (!before) return 0;
  let sum = 0;
  for (const type of types) sum += before[type] ?? 0;
  return sum;
}

function sumYearToDateOf(input: PaycheckInput, type: DeductionType): Cents {
  return input.ytd.deductions?.[type] ?? 0;
}

/**
 * The catch-up an age allows: from the year one turns 50, and the higher amount in the years one
 * turns 60 to 63 (26 U.S.C. 414(v)(2)(B) and (E)); ages are counted at the end of the year.
 */
function findCatchUp(limits: CatchUpLimits, age: number | undefined): Cents {
  if (age === undefined) return 0;
  if (age >= 60 && age <= 63) return limits.ages60To63;
  if (age >= 50) return limits.fromAge50;
  return 0;
}

function describeCatchUp(limits: CatchUpLimits, age: number | undefined): string {
  if (age === undefined) return ' (no date of birth on file: no catch-up)';
  if (age >= 60 && age <= 63)
    return ` plus the ${formatUsd(limits.ages60To63)} catch-up at ages 60 to 63`;
  if (age >= 50) return ` plus the ${formatUsd(limits.fromAge50)} catch-up at age 50 or older`;
  return '';
}

/**
 * The limit without its catch-up, for pre-tax elections of an employee whose catch-up must be
 * Roth: deferrals of the year count against the base limit first, Roth ones included, and what
 * passes it is the catch-up (26 U.S.C. 414(v)(2)(A)).
 */
function findPreTaxRoom(
  { isRothOnly }: LimitContext,
  base: Cents,
  yearToDate: Cents,
): Cents | undefined {
  return isRothOnly ? Math.max(0, base - yearToDate) : undefined;
}

/** The employer's contributions of the year that count against 415(c), this paycheck's included. */
function sumEmployerRetirement(input: PaycheckInput): Cents {
  return (
    (input.ytd.employerContributions?.retirement ?? 0) +
    (input.employerContributions?.retirement ?? 0)
  );
}

/** The employer's HSA contributions of the year, this paycheck's included. */
function sumEmployerHsa(input: PaycheckInput): Cents {
  return (input.ytd.employerContributions?.hsa ?? 0) + (input.employerContributions?.hsa ?? 0);
}

// Catch-ups sit above the 415(c) limit (414(v)(3)(A)); only the base deferral shares it with the
// employer's contributions.
function findAdditionsRoom({ benefits, input }: LimitContext): Cents {
  return Math.max(0, benefits.annualAdditionsLimit.value - sumEmployerRetirement(input));
}

function findElectiveDeferralLimit(context: LimitContext): Limit {
  const { benefits, input, ageAtYearEnd } = context;
  const base = Math.min(benefits.electiveDeferralLimit.value, findAdditionsRoom(context));
  const catchUp = findCatchUp(benefits.catchUpLimit.value, ageAtYearEnd);
  const yearToDate = sumYearToDate(input, ELECTIVE_DEFERRAL_TYPES);
  return {
    room: Math.max(0, base + catchUp - yearToDate),
    preTaxRoom: findPreTaxRoom(context, base, yearToDate),
  };
}

function findGovernmental457bLimit(context: LimitContext): Limit {
  const { benefits, input, ageAtYearEnd } = context;
  const limit = benefits.governmental457bLimit.value;
  const catchUp = findCatchUp(benefits.catchUpLimit.value, ageAtYearEnd);
  const yearToDate = sumYearToDateOf(input, 'governmental-457b');
  return {
    room: Math.max(0, limit + catchUp - yearToDate),
    preTaxRoom: findPreTaxRoom(context, limit, yearToDate),
  };
}

function findSimpleLimit({ benefits, input, ageAtYearEnd }: LimitContext): Limit {
  const catchUp = findCatchUp(benefits.simpleCatchUpLimit.value, ageAtYearEnd);
  return {
    room: Math.max(
      0,
      benefits.simpleDeferralLimit.value + catchUp - sumYearToDateOf(input, 'simple-ira'),
    ),
    preTaxRoom: undefined,
  };
}

function findHsaAmounts({ benefits, input, ageAtYearEnd }: LimitContext): {
  limit: Cents;
  catchUp: Cents;
} {
  return {
    limit:
      input.hsaCoverage === 'family'
        ? benefits.hsaLimit.value.family
        : benefits.hsaLimit.value.selfOnly,
    catchUp: ageAtYearEnd !== undefined && ageAtYearEnd >= 55 ? benefits.hsaCatchUp.value : 0,
  };
}

function findHsaLimit(context: LimitContext): Limit {
  const { input } = context;
  if (input.hsaCoverage === undefined)
    throw new TaxEngineInputError('hsaCoverage', 'hsaCoverage is required with an HSA deduction');
  const { limit, catchUp } = findHsaAmounts(context);
  return {
    room: Math.max(0, limit + catchUp - sumEmployerHsa(input) - sumYearToDateOf(input, 'hsa')),
    preTaxRoom: undefined,
  };
}

function findHealthFsaLimit({ benefits, input }: LimitContext): Limit {
  return {
    room: Math.max(0, benefits.healthFsaLimit.value - sumYearToDateOf(input, 'health-fsa')),
    preTaxRoom: undefined,
  };
}

function findDependentCareAmount({ benefits, input }: LimitContext): Cents {
  const limits = benefits.dependentCareLimit.value;
  return input.filingStatus === 'married-separate'
    ? limits.marriedFilingSeparately
    : limits.standard;
}

function findDependentCareLimit(context: LimitContext): Limit {
  return {
    room: Math.max(
      0,
      findDependentCareAmount(context) - sumYearToDateOf(context.input, 'dependent-care-fsa'),
    ),
    preTaxRoom: undefined,
  };
}

/**
 * Paychecks of the frequency paid earlier in the pay date's month, counting back a week or two at
 * a time; a semi-monthly paycheck after the 15th follows the month's first one.
 */
function countEarlierPaychecksThisMonth(frequency: PayFrequency, payDate: string): number {
  const day = Number(payDate.slice(8, 10));
  if (frequency === 'weekly') return Math.floor((day - 1) / 7);
  if (frequency === 'bi-weekly') return Math.floor((day - 1) / 14);
  if (frequency === 'semi-monthly') return day > 15 ? 1 : 0;
  return 0;
}

type MonthlyGroup = 'commuter-transit' | 'commuter-parking';

function findMonthlyParameter({ benefits }: LimitContext, type: MonthlyGroup) {
  return type === 'commuter-transit' ? benefits.transitMonthlyLimit : benefits.parkingMonthlyLimit;
}

function findMonthlyLimit(context: LimitContext, type: MonthlyGroup, elected: Cents): Limit {
  const { input } = context;
  const limit = findMonthlyParameter(context, type).value;
  const known = input.ytd.deductionsThisMonth?.[type];
  // Without the month's amounts, each earlier paycheck of the month is taken to have carried
  // this one's election, as far as the limit let it.
  const thisMonth =
    known ??
    Math.min(limit, countEarlierPaychecksThisMonth(input.payFrequency, input.payDate) * elected);
  return { room: Math.max(0, limit - thisMonth), preTaxRoom: undefined };
}

function sumElected(elections: readonly DeductionElection[], group: LimitGroup): Cents {
  let sum = 0;
  for (const election of elections)
    if (LIMIT_GROUPS[election.type] === group) sum += election.amount;
  return sum;
}

function findLimit(
  context: LimitContext,
  group: LimitGroup,
  elections: readonly DeductionElection[],
): Limit {
  switch (group) {
    case 'elective-deferral':
      return findElectiveDeferralLimit(context);
    case 'governmental-457b':
      return findGovernmental457bLimit(context);
    case 'simple-ira':
      return findSimpleLimit(context);
    case 'hsa':
      return findHsaLimit(context);
    case 'health-fsa':
      return findHealthFsaLimit(context);
    case 'dependent-care':
      return findDependentCareLimit(context);
    case 'commuter-transit':
    case 'commuter-parking':
      return findMonthlyLimit(context, group, sumElected(elections, group));
  }
}

function describeElectiveDeferralBase({ benefits, payYear }: LimitContext): string {
  return `the ${payYear} elective deferral limit of ${formatUsd(benefits.electiveDeferralLimit.value)} across 401(k) and 403(b) plans, Roth included`;
}

function isAdditionsBinding(context: LimitContext): boolean {
  return findAdditionsRoom(context) < context.benefits.electiveDeferralLimit.value;
}

function describeAdditions(context: LimitContext): string {
  if (!isAdditionsBinding(context)) return '';
  return `, cut by the ${formatUsd(context.benefits.annualAdditionsLimit.value)} annual additions limit less ${formatUsd(sumEmployerRetirement(context.input))} of employer contributions`;
}

function describe457bBase({ benefits, payYear }: LimitContext): string {
  return `the ${payYear} governmental 457(b) limit of ${formatUsd(benefits.governmental457bLimit.value)}`;
}

/** The limit in words, as the warning of a cut states it. */
function describeLimit(context: LimitContext, group: LimitGroup): string {
  const { benefits, input, payYear, ageAtYearEnd } = context;
  switch (group) {
    case 'elective-deferral':
      return `${describeElectiveDeferralBase(context)}${describeCatchUp(benefits.catchUpLimit.value, ageAtYearEnd)}${describeAdditions(context)}`;
    case 'governmental-457b':
      return `${describe457bBase(context)}${describeCatchUp(benefits.catchUpLimit.value, ageAtYearEnd)}`;
    case 'simple-ira':
      return `the ${payYear} SIMPLE IRA limit of ${formatUsd(benefits.simpleDeferralLimit.value)}${describeCatchUp(benefits.simpleCatchUpLimit.value, ageAtYearEnd)}`;
    case 'hsa': {
      const { limit, catchUp } = findHsaAmounts(context);
      const employer = sumEmployerHsa(input);
      return `the ${payYear} HSA limit of ${formatUsd(limit)} for ${input.hsaCoverage} coverage${catchUp > 0 ? ` plus the ${formatUsd(catchUp)} catch-up at age 55 or older` : ''}${employer > 0 ? `, less ${formatUsd(employer)} of employer contributions` : ''}`;
    }
    case 'health-fsa':
      return `the ${payYear} health FSA limit of ${formatUsd(benefits.healthFsaLimit.value)} (a calendar-year plan)`;
    case 'dependent-care':
      return `the ${payYear} dependent care limit of ${formatUsd(findDependentCareAmount(context))}${input.filingStatus === 'married-separate' ? ' (married filing separately)' : ''}`;
    case 'commuter-transit':
    case 'commuter-parking': {
      const limit = findMonthlyParameter(context, group).value;
      const earlier = countEarlierPaychecksThisMonth(input.payFrequency, input.payDate);
      const isEstimated = input.ytd.deductionsThisMonth?.[group] === undefined && earlier > 0;
      return `the ${payYear} monthly ${group === 'commuter-transit' ? 'transit' : 'parking'} limit of ${formatUsd(limit)}${isEstimated ? ` (${earlier} earlier paycheck${earlier === 1 ? '' : 's'} this month taken to carry the same election)` : ''}`;
    }
  }
}

/** The limit without its catch-up in words, for a pre-tax election the Roth catch-up rule cuts. */
function describePreTaxLimit(context: LimitContext, group: LimitGroup): string {
  if (group === 'elective-deferral')
    return `${describeElectiveDeferralBase(context)}${describeAdditions(context)}`;
  return describe457bBase(context);
}

function citeLimit(context: LimitContext, group: LimitGroup): string {
  const { benefits } = context;
  switch (group) {
    case 'elective-deferral':
      return `${benefits.electiveDeferralLimit.citation}; ${benefits.catchUpLimit.citation}${isAdditionsBinding(context) ? `; ${benefits.annualAdditionsLimit.citation}` : ''}`;
    case 'governmental-457b':
      return `${benefits.governmental457bLimit.citation}; ${benefits.catchUpLimit.citation}`;
    case 'simple-ira':
      return `${benefits.simpleDeferralLimit.citation}; ${benefits.simpleCatchUpLimit.citation}`;
    case 'hsa':
      return `${benefits.hsaLimit.citation}; ${benefits.hsaCatchUp.citation}`;
    case 'health-fsa':
      return benefits.healthFsaLimit.citation;
    case 'dependent-care':
      return benefits.dependentCareLimit.citation;
    case 'commuter-transit':
    case 'commuter-parking':
      return findMonthlyParameter(context, group).citation;
  }
}

function findPeriod(group: LimitGroup): 'year' | 'month' {
  return group === 'commuter-transit' || group === 'commuter-parking' ? 'month' : 'year';
}

/**
 * Each election as taken: one that would pass its limit of the pay date's year (with the
 * year-to-date amounts, the employer's share where the law counts it, and the catch-up of the
 * employee's age at year end) is cut to what the limit leaves, with a warning and a trace step.
 * Elections sharing a limit take its room in their order.
 */
export function limitDeductions(
  params: TaxYearParameters,
  input: PaycheckInput,
  warnings: string[],
  trace: TraceSink,
): PaycheckDeduction[] {
  const elections = input.deductions ?? [];
  const { benefits, payYear } = params;
  const ageAtYearEnd =
    input.dateOfBirth === undefined ? undefined : payYear - Number(input.dateOfBirth.slice(0, 4));
  let isRothCatchUpFound = false;
  if (isRothCatchUpBinding(benefits, ageAtYearEnd)) {
    for (const election of elections)
      if (ROTH_CATCH_UP_GROUPS.has(LIMIT_GROUPS[election.type])) isRothCatchUpFound = true;
  }
  if (isRothCatchUpFound && trace) {
    trace.push(
      note(
        'deductions.roth-catch-up',
        describeRothCatchUp(benefits, input, payYear),
        benefits.rothCatchUpRule.citation,
      ),
    );
  }
  const context: LimitContext = {
    benefits,
    input,
    payYear,
    ageAtYearEnd,
    isRothOnly: isRothCatchUpFound && isRothOnlyCatchUp(benefits, input),
  };
  const limits: Partial<Record<LimitGroup, Limit>> = {};
  const taken: PaycheckDeduction[] = [];
  for (let index = 0; index < elections.length; index += 1) {
    const { type, amount: elected } = elections[index]!;
    const preTax = benefits.federalTreatment.value[type].reduces.length > 0;
    const group = LIMIT_GROUPS[type];
    if (group === undefined) {
      taken.push({ type, amount: elected, preTax });
      continue;
    }
    const limit = (limits[group] ??= findLimit(context, group, elections));
    const preTaxRoom = preTax ? limit.preTaxRoom : undefined;
    const isRothOnlyBinding = preTaxRoom !== undefined && preTaxRoom < limit.room;
    const amount = Math.min(elected, isRothOnlyBinding ? preTaxRoom : limit.room);
    limit.room -= amount;
    if (limit.preTaxRoom !== undefined) limit.preTaxRoom = Math.max(0, limit.preTaxRoom - amount);
    if (amount === elected) {
      taken.push({ type, amount, preTax });
      continue;
    }
    const cut = `${DEDUCTION_TYPE_LABELS[type]} election of ${formatUsd(elected)} cut to ${formatUsd(amount)}`;
    const period = findPeriod(group);
    const warning = isRothOnlyBinding
      ? `${cut}: ${describeRothCatchUp(benefits, input, payYear)}, so ${describePreTaxLimit(context, group)} leaves ${formatUsd(amount)} pre-tax this ${period}`
      : `${cut}: ${describeLimit(context, group)} leaves ${formatUsd(amount)} this ${period}`;
    warnings.push(warning);
    trace?.push(
      note(
        `deductions.${index}.limit`,
        warning,
        isRothOnlyBinding
          ? `${citeLimit(context, group)}; ${benefits.rothCatchUpRule.citation}`
          : citeLimit(context, group),
      ),
    );
    taken.push({ type, amount, preTax, limitedFrom: elected });
  }
  return taken;
}
