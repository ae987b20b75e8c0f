/*
 * 2025 values: IRS news release IR-2024-285 and Notice 2024-80 as reprinted by plan advisers and
 * law firms (the Notice itself was not read); $23,500, $7,500, $11,250, $16,500 and $70,000 agree
 * across them. SIMPLE catch-ups ($3,500; $5,250 at 60-63) and every 2026 value come from two law
 * firms' tables of Notice 2025-67 (released November 13, 2025), which agree with each other. The
 * SIMPLE limits are the base ones: the higher limits of section 408(p)(2)(E)(iii) (110%, for
 * employers of 25 or fewer or electing a larger contribution) are not modelled.
 *
 * The Roth catch-up rule (section 414(v)(7), SECURE 2.0 Act section 603) is described from the
 * September 2025 final regulations' summaries by several law firms: statutory from 2024, under
 * Notice 2023-62's administrative transition through 2025, required in 2026 on a reasonable,
 * good-faith reading, and under the final regulations from 2027. The wage test reads the prior
 * year's social security wages (Form W-2 box 3) from the employer sponsoring the plan; "exceed",
 * so $150,000.00 exactly is not over. The 2026 threshold and the statute's and Notice 2025-67's
 * words: docs/tax-coverage.md, "Deductions". benefits/limit-deductions.ts applies it.
 */
import type { Cents } from '@paylab/shared/money';

import type { Parameter } from '../../../parameter';
import { defineParameterData, read } from '../../../parameter-data';
import data from './retirement-plans.json' with { type: 'json' };

/** Extra deferral room by age: from the year one turns 50, and the higher amount in the years one turns 60 to 63. */
export interface CatchUpLimits {
  readonly fromAge50: Cents;
  readonly ages60To63: Cents;
}

export interface RothCatchUpRule {
  /** Whether catch-ups of employees over the threshold must be designated Roth this year. */
  readonly isInForce: boolean;
  /** Prior-year social security wages (W-2 box 3) from this employer above which the rule applies. */
  readonly priorYearSocialSecurityWagesOver: Cents;
}

const catchUpLimits = read.fields({ fromAge50: read.cents, ages60To63: read.cents });

const PARAMETERS = defineParameterData('us/irs/benefits/retirement-plans.json', data, {
  electiveDeferralLimit: read.cents,
  governmental457bDeferralLimit: read.cents,
  catchUpLimit: catchUpLimits,
  simpleDeferralLimit: read.cents,
  simpleCatchUpLimit: catchUpLimits,
  annualAdditionsLimit: read.cents,
  rothCatchUpRule: read.fields({
    isInForce: read.flag,
    priorYearSocialSecurityWagesOver: read.cents,
  }),
});

/** Elective deferrals per employee per calendar year (26 U.S.C. 402(g)(1)). */
export const ELECTIVE_DEFERRAL_LIMIT = PARAMETERS.electiveDeferralLimit;
/** A governmental 457(b) plan has its own limit, not shared with 401(k) or 403(b) (457(e)(15)). */
export const GOVERNMENTAL_457B_DEFERRAL_LIMIT = PARAMETERS.governmental457bDeferralLimit;
/** Catch-up for 401(k), 403(b) and governmental 457(b) plans (26 U.S.C. 414(v)(2)(B)(i) and (E)). */
export const CATCH_UP_LIMIT: Parameter<CatchUpLimits> = PARAMETERS.catchUpLimit;
/** SIMPLE IRA salary reduction contributions (26 U.S.C. 408(p)(2)(E)). */
export const SIMPLE_DEFERRAL_LIMIT = PARAMETERS.simpleDeferralLimit;
/** Catch-up for SIMPLE plans (26 U.S.C. 414(v)(2)(B)(ii) and (E)). */
export const SIMPLE_CATCH_UP_LIMIT: Parameter<CatchUpLimits> = PARAMETERS.simpleCatchUpLimit;
/** Annual additions to a defined contribution account, employee and employer together (415(c)(1)(A)). */
export const ANNUAL_ADDITIONS_LIMIT = PARAMETERS.annualAdditionsLimit;
export const ROTH_CATCH_UP_RULE: Parameter<RothCatchUpRule> = PARAMETERS.rothCatchUpRule;
