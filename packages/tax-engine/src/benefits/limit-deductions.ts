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

interface Limit {
  /** What this paycheck may still take. */
  room: Cents;
  /**
   * What a pre-tax election may still take when the catch-up must be designated Roth: the limit
   * without the catch-up. Absent: pre-tax and Roth elections share `room` alike.
   */
  preTax?: { room: Cents; describe: () => string };
  /** The limit in words, as the warning states it; built only when an election is cut. */
  describe: () => string;
  /** What the limit runs over. */
  period: 'year' | 'month';
  citation: string;
}

interface LimitContext {
  benefits: Benefits;
  input: PaycheckInput;
  payYear: number;
  /** Age at the end of the pay date's year; undefined without a date of birth. */
  ageAtYearEnd: number | undefined;
  /** The Roth catch-up rule as it applies to this employee; undefined where it does not bind. */
  rothCatchUp: RothCatchUp | undefined;
}

/** The Roth catch-up rule's finding for one employee of catch-up age, in a year it is in force. */
interface RothCatchUp {
  /** Whether catch-up contributions may be taken only as designated Roth contributions. */
  isRothOnly: boolean;
  /** The finding in words, for the trace and the warning of a cut. */
  finding: string;
  citation: string;
}

/**
 * 26 U.S.C. 414(v)(7) (SECURE 2.0 Act section 603): an employee whose social security wages from
 * the employer in the year before exceed the threshold may make catch-up contributions to a
 * 401(k), 403(b) or governmental 457(b) plan only as designated Roth contributions; SIMPLE IRAs
 * are outside it (414(v)(7)(C)). Undefined where it cannot bind: a year it is not in force, or an
 * employee without a catch-up (under 50, or no date of birth on file).
 */
function findRothCatchUp(
  benefits: Benefits,
  input: PaycheckInput,
  payYear: number,
  ageAtYearEnd: number | undefined,
): RothCatchUp | undefined {
  const rule = benefits.rothCatchUpRule;
  if (!rule.value.isInForce || ageAtYearEnd === undefined || ageAtYearEnd < 50) return undefined;
  const wages = input.priorYearSocialSecurityWages;
  const threshold = formatUsd(rule.value.priorYearSocialSecurityWagesOver);
  const isRothOnly = wages !== undefined && wages > rule.value.priorYearSocialSecurityWagesOver;
  const prior = `${payYear - 1} social security wages from this employer`;
  let finding: string;
  if (wages === undefined)
    finding = `catch-up contributions may be pre-tax: no ${prior} are on file, so they do not exceed ${threshold}`;
  else if (isRothOnly)
    finding = `catch-up contributions must be designated Roth: ${prior} of ${formatUsd(wages)} exceed ${threshold}`;
  else
    finding = `catch-up contributions may be pre-tax: ${prior} of ${formatUsd(wages)} do not exceed ${threshold}`;
  return { isRothOnly, finding, citation: rule.citation };
}

function sumYearToDate(input: PaycheckInput, types: readonly DeductionType[]): Cents {
  const before = input.ytd.deductions;
  if (!before) return 0;
  let sum = 0;
  for (const type of types) sum += before[type] ?? 0;
  return sum;
}

/**
 * The catch-up an age allows: from the year one turns 50, and the higher amount in the years one
 * turns 60 to 63 (26 U.S.C. 414(v)(2)(B) and (E)); ages are counted at the end of the year.
 */
function findCatchUp(
  limits: CatchUpLimits,
  age: number | undefined,
): { amount: Cents; describe: () => string } {
  if (age === undefined)
    return { amount: 0, describe: () => ' (no date of birth on file: no catch-up)' };
  if (age >= 60 && age <= 63) {
    return {
      amount: limits.ages60To63,
      describe: () => ` plus the ${formatUsd(limits.ages60To63)} catch-up at ages 60 to 63`,
    };
  }
  if (age >= 50) {
    return {
      amount: limits.fromAge50,
      describe: () => ` plus the ${formatUsd(limits.fromAge50)} catch-up at age 50 or older`,
    };
  }
  return { amount: 0, describe: () => '' };
}

/**
 * The limit without its catch-up, for pre-tax elections of an employee whose catch-up must be
 * Roth: deferrals of the year count against the base limit first, Roth ones included, and what
 * passes it is the catch-up (26 U.S.C. 414(v)(2)(A)).
 */
function findPreTaxRoom(
  { rothCatchUp }: LimitContext,
  base: Cents,
  yearToDate: Cents,
  describe: () => string,
): Limit['preTax'] {
  if (!rothCatchUp?.isRothOnly) return undefined;
  return { room: Math.max(0, base - yearToDate), describe };
}

function findElectiveDeferralLimit(context: LimitContext): Limit {
  const { benefits, input, payYear, ageAtYearEnd } = context;
  const deferral = benefits.electiveDeferralLimit;
  const additions = benefits.annualAdditionsLimit;
  const catchUp = findCatchUp(benefits.catchUpLimit.value, ageAtYearEnd);
  const employer =
    (input.ytd.employerContributions?.retirement ?? 0) +
    (input.employerContributions?.retirement ?? 0);
  // Catch-ups sit above the 415(c) limit (414(v)(3)(A)); only the base deferral shares it with
  // the employer's contributions.
  const additionsRoom = Math.max(0, additions.value - employer);
  const base = Math.min(deferral.value, additionsRoom);
  const isAdditionsBinding = additionsRoom < deferral.value;
  const yearToDate = sumYearToDate(input, ELECTIVE_DEFERRAL_TYPES);
  const describeBase = () =>
    `the ${payYear} elective deferral limit of ${formatUsd(deferral.value)} across 401(k) and 403(b) plans, Roth included`;
  const describeAdditions = () =>
    isAdditionsBinding
      ? `, cut by the ${formatUsd(additions.value)} annual additions limit less ${formatUsd(employer)} of employer contributions`
      : '';
  const preTax = findPreTaxRoom(
    context,
    base,
    yearToDate,
    () => `${describeBase()}${describeAdditions()}`,
  );
  return {
    room: Math.max(0, base + catchUp.amount - yearToDate),
    ...(preTax ? { preTax } : {}),
    describe: () => `${describeBase()}${catchUp.describe()}${describeAdditions()}`,
    period: 'year',
    citation: `${deferral.citation}; ${benefits.catchUpLimit.citation}${isAdditionsBinding ? `; ${additions.citation}` : ''}`,
  };
}

function findGovernmental457bLimit(context: LimitContext): Limit {
  const { benefits, input, payYear, ageAtYearEnd } = context;
  const limit = benefits.governmental457bLimit;
  const catchUp = findCatchUp(benefits.catchUpLimit.value, ageAtYearEnd);
  const yearToDate = sumYearToDate(input, ['governmental-457b']);
  const describeBase = () =>
    `the ${payYear} governmental 457(b) limit of ${formatUsd(limit.value)}`;
  const preTax = findPreTaxRoom(context, limit.value, yearToDate, describeBase);
  return {
    room: Math.max(0, limit.value + catchUp.amount - yearToDate),
    ...(preTax ? { preTax } : {}),
    describe: () => `${describeBase()}${catchUp.describe()}`,
    period: 'year',
    citation: `${limit.citation}; ${benefits.catchUpLimit.citation}`,
  };
}

function findSimpleLimit({ benefits, input, payYear, ageAtYearEnd }: LimitContext): Limit {
  const limit = benefits.simpleDeferralLimit;
  const catchUp = findCatchUp(benefits.simpleCatchUpLimit.value, ageAtYearEnd);
  return {
    room: Math.max(0, limit.value + catchUp.amount - sumYearToDate(input, ['simple-ira'])),
    describe: () =>
      `the ${payYear} SIMPLE IRA limit of ${formatUsd(limit.value)}${catchUp.describe()}`,
    period: 'year',
    citation: `${limit.citation}; ${benefits.simpleCatchUpLimit.citation}`,
  };
}

function findHsaLimit({ benefits, input, payYear, ageAtYearEnd }: LimitContext): Limit {
  const coverage = input.hsaCoverage;
  if (coverage === undefined)
    throw new TaxEngineInputError('hsaCoverage', 'hsaCoverage is required with an HSA deduction');
  const limit =
    coverage === 'family' ? benefits.hsaLimit.value.family : benefits.hsaLimit.value.selfOnly;
  const catchUp = ageAtYearEnd !== undefined && ageAtYearEnd >= 55 ? benefits.hsaCatchUp.value : 0;
  const employer =
    (input.ytd.employerContributions?.hsa ?? 0) + (input.employerContributions?.hsa ?? 0);
  return {
    room: Math.max(0, limit + catchUp - employer - sumYearToDate(input, ['hsa'])),
    describe: () =>
      `the ${payYear} HSA limit of ${formatUsd(limit)} for ${coverage} coverage${catchUp > 0 ? ` plus the ${formatUsd(catchUp)} catch-up at age 55 or older` : ''}${employer > 0 ? `, less ${formatUsd(employer)} of employer contributions` : ''}`,
    period: 'year',
    citation: `${benefits.hsaLimit.citation}; ${benefits.hsaCatchUp.citation}`,
  };
}

function findHealthFsaLimit({ benefits, input, payYear }: LimitContext): Limit {
  const limit = benefits.healthFsaLimit;
  return {
    room: Math.max(0, limit.value - sumYearToDate(input, ['health-fsa'])),
    describe: () =>
      `the ${payYear} health FSA limit of ${formatUsd(limit.value)} (a calendar-year plan)`,
    period: 'year',
    citation: limit.citation,
  };
}

function findDependentCareLimit({ benefits, input, payYear }: LimitContext): Limit {
  const limits = benefits.dependentCareLimit.value;
  const isSeparate = input.filingStatus === 'married-separate';
  const limit = isSeparate ? limits.marriedFilingSeparately : limits.standard;
  return {
    room: Math.max(0, limit - sumYearToDate(input, ['dependent-care-fsa'])),
    describe: () =>
      `the ${payYear} dependent care limit of ${formatUsd(limit)}${isSeparate ? ' (married filing separately)' : ''}`,
    period: 'year',
    citation: benefits.dependentCareLimit.citation,
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

function findMonthlyLimit(
  { benefits, input, payYear }: LimitContext,
  type: 'commuter-transit' | 'commuter-parking',
  elected: Cents,
): Limit {
  const limit =
    type === 'commuter-transit' ? benefits.transitMonthlyLimit : benefits.parkingMonthlyLimit;
  const known = input.ytd.deductionsThisMonth?.[type];
  const earlier = countEarlierPaychecksThisMonth(input.payFrequency, input.payDate);
  // Without the month's amounts, each earlier paycheck of the month is taken to have carried
  // this one's election, as far as the limit let it.
  const thisMonth = known ?? Math.min(limit.value, earlier * elected);
  const isEstimated = known === undefined && earlier > 0;
  return {
    room: Math.max(0, limit.value - thisMonth),
    describe: () =>
      `the ${payYear} monthly ${type === 'commuter-transit' ? 'transit' : 'parking'} limit of ${formatUsd(limit.value)}${isEstimated ? ` (${earlier} earlier paycheck${earlier === 1 ? '' : 's'} this month taken to carry the same election)` : ''}`,
    period: 'month',
    citation: limit.citation,
  };
}

function findLimit(context: LimitContext, group: LimitGroup, elected: Cents): Limit {
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
      return findMonthlyLimit(context, group, elected);
  }
}

function sumElected(elections: readonly DeductionElection[], group: LimitGroup): Cents {
  let sum = 0;
  for (const election of elections)
    if (LIMIT_GROUPS[election.type] === group) sum += election.amount;
  return sum;
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
  const rothCatchUp = elections.some((election) =>
    ROTH_CATCH_UP_GROUPS.has(LIMIT_GROUPS[election.type]),
  )
    ? findRothCatchUp(benefits, input, payYear, ageAtYearEnd)
    : undefined;
  if (rothCatchUp)
    trace?.push(note('deductions.roth-catch-up', rothCatchUp.finding, rothCatchUp.citation));
  const context: LimitContext = { benefits, input, payYear, ageAtYearEnd, rothCatchUp };
  const limits: Partial<Record<LimitGroup, Limit>> = {};
  return elections.map((election, index) => {
    const { type, amount: elected } = election;
    const preTax = benefits.federalTreatment.value[type].reduces.length > 0;
    const group = LIMIT_GROUPS[type];
    if (group === undefined) return { type, amount: elected, preTax };
    const limit = (limits[group] ??= findLimit(context, group, sumElected(elections, group)));
    const preTaxLimit = preTax ? limit.preTax : undefined;
    const isRothOnlyBinding = preTaxLimit !== undefined && preTaxLimit.room < limit.room;
    const amount = Math.min(elected, isRothOnlyBinding ? preTaxLimit.room : limit.room);
    limit.room -= amount;
    if (limit.preTax) limit.preTax.room = Math.max(0, limit.preTax.room - amount);
    if (amount === elected) return { type, amount, preTax };
    const cut = `${DEDUCTION_TYPE_LABELS[type]} election of ${formatUsd(elected)} cut to ${formatUsd(amount)}`;
    const warning = isRothOnlyBinding
      ? `${cut}: ${rothCatchUp!.finding}, so ${preTaxLimit.describe()} leaves ${formatUsd(amount)} pre-tax this ${limit.period}`
      : `${cut}: ${limit.describe()} leaves ${formatUsd(amount)} this ${limit.period}`;
    warnings.push(warning);
    trace?.push(
      note(
        `deductions.${index}.limit`,
        warning,
        isRothOnlyBinding ? `${limit.citation}; ${rothCatchUp!.citation}` : limit.citation,
      ),
    );
    return { type, amount, preTax, limitedFrom: elected };
  });
}
