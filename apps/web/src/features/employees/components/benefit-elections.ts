import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  benefitElectionInputSchema,
  type BenefitElection,
  type BenefitElectionInput,
  type BenefitPlan,
} from '@paylab/shared';
import { formatPercentExact, formatUsd, parseMoney, parseRate } from '@paylab/shared/money';
import { PERCENT_FORMAT_MESSAGE, percentToRate } from '../../../lib/percent-rate';

type ElectionRecord = Pick<
  BenefitElection,
  'id' | 'planId' | 'effectiveDate' | 'amountPerPeriod' | 'percentOfPay' | 'createdAt'
>;

/** Later-recorded first; the id settles two recorded in the same millisecond, as the server does. */
function compareRecordedDesc(a: ElectionRecord, b: ElectionRecord): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/**
 * The plan's election in force on `onDate`: the latest-recorded one already effective then, the
 * rule payroll reads W-4s and state certificates by (packages/db/src/queries/w4-in-force.ts), so
 * a correction recorded later with an earlier date wins. Undefined when none is.
 */
export function findElectionInForce<T extends ElectionRecord>(
  elections: readonly T[],
  planId: string,
  onDate: string,
): T | undefined {
  return elections
    .filter((election) => election.planId === planId && election.effectiveDate <= onDate)
    .sort(compareRecordedDesc)[0];
}

/** An election of nothing (0.00 or 0%): from its date the employee no longer contributes. */
export function isEndingElection(
  election: Pick<ElectionRecord, 'amountPerPeriod' | 'percentOfPay'>,
) {
  if (election.amountPerPeriod !== null) return parseMoney(election.amountPerPeriod) === 0;
  return election.percentOfPay === null || parseRate(election.percentOfPay) === 0;
}

/** Where an election stands on `today`: payroll's reading, as the W-4 statuses. */
export type ElectionStatus = 'active' | 'scheduled' | 'replaced';

export function getElectionStatus(
  election: ElectionRecord,
  elections: readonly ElectionRecord[],
  today: string,
): ElectionStatus {
  if (findElectionInForce(elections, election.planId, today)?.id === election.id) return 'active';
  if (
    election.effectiveDate > today &&
    findElectionInForce(elections, election.planId, election.effectiveDate)?.id === election.id
  )
    return 'scheduled';
  return 'replaced';
}

/**
 * The contributions in force on `today`, one per plan that has one, by plan name: a plan whose
 * latest election ended it (0.00) has none.
 */
export function listElectionsInForce<T extends ElectionRecord & { planName: string }>(
  elections: readonly T[],
  today: string,
): T[] {
  const planIds = [...new Set(elections.map((election) => election.planId))];
  return planIds
    .map((planId) => findElectionInForce(elections, planId, today))
    .filter((election): election is T => election !== undefined && !isEndingElection(election))
    .sort((a, b) => a.planName.localeCompare(b.planName));
}

/** "$120.00 per pay period", "6% of pay", or "Ends contributions" for an election of nothing. */
export function describeElectionAmount(
  election: Pick<ElectionRecord, 'amountPerPeriod' | 'percentOfPay'>,
): string {
  if (isEndingElection(election)) return 'Ends contributions';
  if (election.amountPerPeriod !== null)
    return `${formatUsd(parseMoney(election.amountPerPeriod))} per pay period`;
  return `${formatPercentExact(parseRate(election.percentOfPay ?? '0'))} of pay`;
}

/**
 * The election form's fields. `basis` decides which of the two amounts is sent; the share of pay
 * is typed as a percentage ("6") and sent as a rate. The coverage tier is sent for an HSA only.
 */
export interface BenefitElectionFormFields {
  planId: string;
  effectiveDate: string;
  basis: 'amount' | 'percent';
  amountPerPeriod: string;
  percentOfPay: string;
  hsaCoverage: '' | 'self-only' | 'family';
}

export function toElectionFormFields(today: string): BenefitElectionFormFields {
  return {
    planId: '',
    effectiveDate: today,
    basis: 'amount',
    amountPerPeriod: '',
    percentOfPay: '',
    hsaCoverage: '',
  };
}

/** The request body of an election: one amount, by the chosen basis; the coverage of an HSA. */
export function buildElectionRequest(
  fields: BenefitElectionFormFields,
  plan: Pick<BenefitPlan, 'type'> | undefined,
): BenefitElectionInput {
  const isPercent = fields.basis === 'percent';
  return {
    planId: fields.planId,
    effectiveDate: fields.effectiveDate,
    amountPerPeriod: isPercent ? null : fields.amountPerPeriod.trim(),
    percentOfPay: isPercent ? (percentToRate(fields.percentOfPay) ?? fields.percentOfPay) : null,
    hsaCoverage: plan?.type === 'hsa' && fields.hsaCoverage !== '' ? fields.hsaCoverage : null,
  };
}

/** What ends a plan's contributions from `effectiveDate`: an election of 0.00. */
export function buildEndingRequest(planId: string, effectiveDate: string): BenefitElectionInput {
  return { planId, effectiveDate, amountPerPeriod: '0.00', percentOfPay: null, hsaCoverage: null };
}

/** The checks the shared schema cannot make: the plan's own (coverage of an HSA), and percent wording. */
export function findElectionIssues(
  fields: BenefitElectionFormFields,
  plan: Pick<BenefitPlan, 'type'> | undefined,
): { path: keyof BenefitElectionFormFields; message: string }[] {
  const issues: { path: keyof BenefitElectionFormFields; message: string }[] = [];
  if (fields.planId === '') issues.push({ path: 'planId', message: 'Choose a plan' });
  if (fields.basis === 'amount' && fields.amountPerPeriod.trim() === '')
    issues.push({ path: 'amountPerPeriod', message: 'Enter the amount per pay period' });
  if (fields.basis === 'percent') {
    if (fields.percentOfPay.trim() === '')
      issues.push({ path: 'percentOfPay', message: 'Enter the share of pay' });
    else if (percentToRate(fields.percentOfPay) === null)
      issues.push({ path: 'percentOfPay', message: PERCENT_FORMAT_MESSAGE });
  }
  if (plan?.type === 'hsa' && fields.hsaCoverage === '')
    issues.push({ path: 'hsaCoverage', message: 'Choose self-only or family coverage' });
  return issues;
}

const resolveElectionRequest = zodResolver(benefitElectionInputSchema);

/**
 * The election form's resolver for the plans on offer: the shared schema on the request the form
 * would send, plus findElectionIssues, which win where both speak of one field.
 */
export function createElectionResolver(
  findPlan: (planId: string) => Pick<BenefitPlan, 'type'> | undefined,
): Resolver<BenefitElectionFormFields, unknown, BenefitElectionInput> {
  return async (fields, context, options) => {
    const plan = findPlan(fields.planId);
    const result = (await resolveElectionRequest(
      buildElectionRequest(fields, plan),
      context,
      options as never,
    )) as ResolverResult<BenefitElectionFormFields, BenefitElectionInput>;
    const issues = findElectionIssues(fields, plan);
    if (issues.length === 0) return result;
    const errors: FieldErrors<BenefitElectionFormFields> = { ...result.errors };
    for (const { path, message } of issues) set(errors, path, { type: 'election', message });
    return { values: {}, errors };
  };
}
