import { z } from 'zod';
import {
  DEDUCTION_TYPES,
  HSA_COVERAGES,
  RETIREMENT_PLAN_TYPES,
  SECTION_125_PLAN_TYPES,
} from '../constants';
import { MAX_PAYCHECK_AMOUNT_CENTS } from '../money';
import {
  addFieldIssue,
  boundedMoneySchema,
  createRateSchema,
  dateSchema,
  requiredText,
  serverSetText,
  uuidSchema,
} from './common';

/*
 * Company benefit plans (Settings → Benefits) and the employees' dated elections (issue 29). The
 * tax treatment and limits of each type live in packages/tax-engine/src/benefits; a plan only
 * names its type and what the employer adds.
 */

export type BenefitPlanType = (typeof DEDUCTION_TYPES)[number];

/** Types whose employer share is a fixed amount per pay period (HSA seed money, premium share). */
export const EMPLOYER_AMOUNT_PLAN_TYPES = [
  ...SECTION_125_PLAN_TYPES,
  'hsa',
] as const satisfies readonly BenefitPlanType[];

export function isRetirementPlanType(type: BenefitPlanType): boolean {
  return (RETIREMENT_PLAN_TYPES as readonly string[]).includes(type);
}

export function hasEmployerAmount(type: BenefitPlanType): boolean {
  return (EMPLOYER_AMOUNT_PLAN_TYPES as readonly string[]).includes(type);
}

export const MAX_MATCH_TIERS = 4;

export const benefitPlanTypeSchema = z.enum(DEDUCTION_TYPES, { error: 'Choose a plan type' });
export const hsaCoverageChoiceSchema = z.enum(HSA_COVERAGES, {
  error: 'Choose self-only or family coverage',
});

const perPeriodAmount = (label: string) =>
  boundedMoneySchema(MAX_PAYCHECK_AMOUNT_CENTS, `${label} can be at most $99,999,999.99`);

/**
 * One tier of an employer match: `matchRate` of the deferral on the next `payRate` of the
 * paycheck's gross. "100% of the first 3% plus 50% of the next 2%" is
 * [{ payRate: "0.03", matchRate: "1" }, { payRate: "0.02", matchRate: "0.5" }].
 */
export const matchTierSchema = z.strictObject({
  payRate: createRateSchema('Share of pay matched'),
  matchRate: createRateSchema('Match rate'),
});
export type MatchTier = z.infer<typeof matchTierSchema>;

const benefitPlanShape = {
  name: requiredText('Plan name', 100),
  type: benefitPlanTypeSchema,
  /** Retirement plans only: the match formula, in tier order. */
  employerMatch: z
    .array(matchTierSchema)
    .max(MAX_MATCH_TIERS, `At most ${MAX_MATCH_TIERS} match tiers`)
    .default([]),
  /** Retirement plans only: a contribution of this share of gross pay whether or not the employee defers. */
  employerNonElectiveRate: createRateSchema('Non-elective contribution').nullable().default(null),
  /** Section 125 premiums and HSA only: what the employer pays each pay period. */
  employerAmountPerPeriod: perPeriodAmount('Employer contribution').nullable().default(null),
  isActive: z.boolean({ error: 'Choose whether the plan is active' }).default(true),
};

/** A plan's employer share must be of a kind its type has. */
function checkEmployerShare(
  value: {
    type: BenefitPlanType;
    employerMatch: MatchTier[];
    employerNonElectiveRate: string | null;
    employerAmountPerPeriod: string | null;
  },
  context: z.RefinementCtx,
): void {
  if (!isRetirementPlanType(value.type)) {
    if (value.employerMatch.length > 0) {
      addFieldIssue(context, 'employerMatch', 'Only a retirement plan has an employer match');
    }
    if (value.employerNonElectiveRate !== null) {
      addFieldIssue(
        context,
        'employerNonElectiveRate',
        'Only a retirement plan has a non-elective contribution',
      );
    }
  }
  if (!hasEmployerAmount(value.type) && value.employerAmountPerPeriod !== null) {
    addFieldIssue(
      context,
      'employerAmountPerPeriod',
      'Only a section 125 premium or an HSA has an employer amount per pay period',
    );
  }
}

/** `POST /api/benefit-plans`, `PUT /api/benefit-plans/:id` and the plan form. */
export const benefitPlanInputSchema = z
  .strictObject(benefitPlanShape)
  .superRefine(checkEmployerShare);
export type BenefitPlanInput = z.infer<typeof benefitPlanInputSchema>;
export type BenefitPlanFormValues = z.input<typeof benefitPlanInputSchema>;

/** A tier as the API answers it: rates already normalised ("0.0300"), so no transform to serialise. */
const storedMatchTierSchema = z.object({ payRate: z.string(), matchRate: z.string() });

export const benefitPlanSchema = z.object({
  id: serverSetText,
  name: z.string(),
  type: benefitPlanTypeSchema,
  employerMatch: z.array(storedMatchTierSchema),
  employerNonElectiveRate: z.string().nullable(),
  employerAmountPerPeriod: z.string().nullable(),
  isActive: z.boolean(),
  /** Elections name this plan; such a plan can be made inactive but not deleted. */
  isInUse: z.boolean(),
  createdAt: serverSetText,
  updatedAt: serverSetText,
});
export type BenefitPlan = z.infer<typeof benefitPlanSchema>;
export const benefitPlanListSchema = z.object({ items: z.array(benefitPlanSchema) });
export type BenefitPlanList = z.infer<typeof benefitPlanListSchema>;

/**
 * `POST /api/employees/:id/benefit-elections`: from `effectiveDate` the employee puts this much of
 * each paycheck into the plan, either a fixed amount or a share of gross pay (exactly one). An
 * amount of 0.00 ends the election. An HSA election names the coverage tier.
 */
export const benefitElectionInputSchema = z
  .strictObject({
    planId: uuidSchema,
    effectiveDate: dateSchema,
    amountPerPeriod: perPeriodAmount('Amount per pay period').nullable().default(null),
    percentOfPay: createRateSchema('Share of pay').nullable().default(null),
    hsaCoverage: hsaCoverageChoiceSchema.nullable().default(null),
  })
  .superRefine((value, context) => {
    if ((value.amountPerPeriod === null) === (value.percentOfPay === null)) {
      addFieldIssue(
        context,
        'amountPerPeriod',
        'Enter either an amount per pay period or a share of pay',
      );
    }
  });
export type BenefitElectionInput = z.infer<typeof benefitElectionInputSchema>;
export type BenefitElectionFormValues = z.input<typeof benefitElectionInputSchema>;

export const benefitElectionSchema = z.object({
  id: serverSetText,
  employeeId: serverSetText,
  planId: z.string(),
  planName: z.string(),
  type: benefitPlanTypeSchema,
  effectiveDate: z.string(),
  amountPerPeriod: z.string().nullable(),
  percentOfPay: z.string().nullable(),
  hsaCoverage: hsaCoverageChoiceSchema.nullable(),
  createdAt: serverSetText,
});
export type BenefitElection = z.infer<typeof benefitElectionSchema>;
export const benefitElectionListSchema = z.object({ items: z.array(benefitElectionSchema) });
export type BenefitElectionList = z.infer<typeof benefitElectionListSchema>;

export const benefitPlanIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid benefit plan id' }),
});
export const benefitElectionIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid benefit election id' }),
});
