import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  benefitPlanInputSchema,
  hasEmployerAmount,
  isRetirementPlanType,
  type BenefitPlan,
  type BenefitPlanInput,
  type BenefitPlanType,
} from '@paylab/shared';
import { PERCENT_FORMAT_MESSAGE, percentToRate, rateToPercent } from '../../../lib/percent-rate';

/**
 * The plan form's fields, under the schema's own names so a refusal (the form's or the server's)
 * lands beside its field; but the match tiers and the non-elective contribution hold percentages
 * as typed ("3", "50"), sent as rates ("0.0300"). Blank optional fields mean none.
 */
export interface BenefitPlanFormFields {
  name: string;
  type: BenefitPlanType;
  employerMatch: { payRate: string; matchRate: string }[];
  employerNonElectiveRate: string;
  employerAmountPerPeriod: string;
  isActive: boolean;
}

/** A new plan starts as the usual first one: a traditional 401(k), active, no employer share yet. */
export function toPlanFormFields(plan: BenefitPlan | null): BenefitPlanFormFields {
  if (!plan) {
    return {
      name: '',
      type: 'traditional-401k',
      employerMatch: [],
      employerNonElectiveRate: '',
      employerAmountPerPeriod: '',
      isActive: true,
    };
  }
  return {
    name: plan.name,
    type: plan.type,
    employerMatch: plan.employerMatch.map((tier) => ({
      payRate: rateToPercent(tier.payRate),
      matchRate: rateToPercent(tier.matchRate),
    })),
    employerNonElectiveRate:
      plan.employerNonElectiveRate === null ? '' : rateToPercent(plan.employerNonElectiveRate),
    employerAmountPerPeriod: plan.employerAmountPerPeriod ?? '',
    isActive: plan.isActive,
  };
}

/** A percentage as its rate; what is no percentage goes on as typed, for the schema to refuse. */
const toRate = (text: string) => percentToRate(text) ?? text;
const isBlank = (text: string) => text.trim() === '';

/**
 * The request body of a save: only the employer share the chosen type has, so a match typed for a
 * 401(k) and then left behind by switching to a medical plan is not sent (the server would refuse it).
 */
export function buildPlanRequest(fields: BenefitPlanFormFields): BenefitPlanInput {
  const isRetirement = isRetirementPlanType(fields.type);
  return {
    name: fields.name,
    type: fields.type,
    employerMatch: isRetirement
      ? fields.employerMatch.map((tier) => ({
          payRate: toRate(tier.payRate),
          matchRate: toRate(tier.matchRate),
        }))
      : [],
    employerNonElectiveRate:
      isRetirement && !isBlank(fields.employerNonElectiveRate)
        ? toRate(fields.employerNonElectiveRate)
        : null,
    employerAmountPerPeriod:
      hasEmployerAmount(fields.type) && !isBlank(fields.employerAmountPerPeriod)
        ? fields.employerAmountPerPeriod.trim()
        : null,
    isActive: fields.isActive,
  };
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** The percentage fields the chosen type sends, each refused in percent's terms where it is not one. */
export function findPercentIssues(fields: BenefitPlanFormFields): FieldIssue[] {
  if (!isRetirementPlanType(fields.type)) return [];
  const issues: FieldIssue[] = [];
  fields.employerMatch.forEach((tier, index) => {
    if (isBlank(tier.payRate))
      issues.push({ path: `employerMatch.${index}.payRate`, message: 'Enter the share of pay' });
    else if (percentToRate(tier.payRate) === null)
      issues.push({ path: `employerMatch.${index}.payRate`, message: PERCENT_FORMAT_MESSAGE });
    if (isBlank(tier.matchRate))
      issues.push({ path: `employerMatch.${index}.matchRate`, message: 'Enter the match rate' });
    else if (percentToRate(tier.matchRate) === null)
      issues.push({ path: `employerMatch.${index}.matchRate`, message: PERCENT_FORMAT_MESSAGE });
  });
  if (
    !isBlank(fields.employerNonElectiveRate) &&
    percentToRate(fields.employerNonElectiveRate) === null
  )
    issues.push({ path: 'employerNonElectiveRate', message: PERCENT_FORMAT_MESSAGE });
  return issues;
}

const resolvePlanRequest = zodResolver(benefitPlanInputSchema);

/**
 * The plan form's resolver: the shared schema the server validates with, run on the request the
 * form would send (same field names, so its refusals land on the form's fields), plus the
 * percentage checks the schema, which speaks rates, cannot word.
 */
export const resolveBenefitPlan: Resolver<
  BenefitPlanFormFields,
  unknown,
  BenefitPlanInput
> = async (fields, context, options) => {
  const result = (await resolvePlanRequest(
    buildPlanRequest(fields),
    context,
    options as never,
  )) as ResolverResult<BenefitPlanFormFields, BenefitPlanInput>;
  const issues = findPercentIssues(fields);
  if (issues.length === 0) return result;
  const errors: FieldErrors<BenefitPlanFormFields> = { ...result.errors };
  for (const { path, message } of issues) set(errors, path, { type: 'percent', message });
  return { values: {}, errors };
};
