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
 * year's social security wages (Form W-2 box 3) from the employer sponsoring the plan.
 */
import type { Cents } from '@paylab/shared/money';

import { defineParameter, usd } from '../../../parameter';

/** Elective deferrals per employee per calendar year (26 U.S.C. 402(g)(1)). */
export const ELECTIVE_DEFERRAL_LIMIT = defineParameter(
  'us.irs.benefits.elective-deferral-limit',
  'Elective deferrals per employee per year across 401(k) and 403(b) plans, traditional and Roth together',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(23_500),
      unit: 'cents/year',
      citation:
        'IRS Notice 2024-80: elective deferral limit under 26 U.S.C. 402(g)(1) for 2025 is $23,500 (401(k), 403(b) and the Thrift Savings Plan)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(24_500),
      unit: 'cents/year',
      citation:
        'IRS Notice 2025-67: elective deferral limit under 26 U.S.C. 402(g)(1) for 2026 is $24,500',
    },
  ],
);

/** A governmental 457(b) plan has its own limit, not shared with 401(k) or 403(b) (457(e)(15)). */
export const GOVERNMENTAL_457B_DEFERRAL_LIMIT = defineParameter(
  'us.irs.benefits.457b-deferral-limit',
  'Deferrals per employee per year to a governmental 457(b) plan, separate from the 402(g) limit',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(23_500),
      unit: 'cents/year',
      citation: 'IRS Notice 2024-80: limit under 26 U.S.C. 457(e)(15) for 2025 is $23,500',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(24_500),
      unit: 'cents/year',
      citation: 'IRS Notice 2025-67: limit under 26 U.S.C. 457(e)(15) for 2026 is $24,500',
    },
  ],
);

/** Extra deferral room by age: from the year one turns 50, and the higher amount in the years one turns 60 to 63. */
export interface CatchUpLimits {
  readonly fromAge50: Cents;
  readonly ages60To63: Cents;
}

/** Catch-up for 401(k), 403(b) and governmental 457(b) plans (26 U.S.C. 414(v)(2)(B)(i) and (E)). */
export const CATCH_UP_LIMIT = defineParameter<CatchUpLimits>(
  'us.irs.benefits.catch-up-limit',
  'Catch-up contributions to 401(k), 403(b) and governmental 457(b) plans: age 50 or older by year end; ages 60 through 63 during the year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { fromAge50: usd(7_500), ages60To63: usd(11_250) },
      unit: 'cents/year',
      citation:
        'IRS Notice 2024-80: catch-up limit under 26 U.S.C. 414(v)(2)(B)(i) for 2025 is $7,500; for participants who attain ages 60 through 63 in 2025, $11,250 (414(v)(2)(E), SECURE 2.0 Act section 109)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: { fromAge50: usd(8_000), ages60To63: usd(11_250) },
      unit: 'cents/year',
      citation:
        'IRS Notice 2025-67: catch-up limit under 26 U.S.C. 414(v)(2)(B)(i) for 2026 is $8,000; for participants who attain ages 60 through 63 in 2026, $11,250',
    },
  ],
);

/** SIMPLE IRA salary reduction contributions (26 U.S.C. 408(p)(2)(E)). */
export const SIMPLE_DEFERRAL_LIMIT = defineParameter(
  'us.irs.benefits.simple-deferral-limit',
  'Salary reduction contributions per employee per year to a SIMPLE IRA plan',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(16_500),
      unit: 'cents/year',
      citation:
        'IRS Notice 2024-80: SIMPLE retirement account limit under 26 U.S.C. 408(p)(2)(E) for 2025 is $16,500',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(17_000),
      unit: 'cents/year',
      citation:
        'IRS Notice 2025-67: SIMPLE retirement account limit under 26 U.S.C. 408(p)(2)(E) for 2026 is $17,000',
    },
  ],
);

/** Catch-up for SIMPLE plans (26 U.S.C. 414(v)(2)(B)(ii) and (E)). */
export const SIMPLE_CATCH_UP_LIMIT = defineParameter<CatchUpLimits>(
  'us.irs.benefits.simple-catch-up-limit',
  'Catch-up contributions to a SIMPLE IRA plan: age 50 or older by year end; ages 60 through 63 during the year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { fromAge50: usd(3_500), ages60To63: usd(5_250) },
      unit: 'cents/year',
      citation:
        'IRS Notice 2024-80: SIMPLE catch-up limit under 26 U.S.C. 414(v)(2)(B)(ii) for 2025 is $3,500; for participants who attain ages 60 through 63 in 2025, $5,250',
    },
    {
      effectiveFrom: '2026-01-01',
      value: { fromAge50: usd(4_000), ages60To63: usd(5_250) },
      unit: 'cents/year',
      citation:
        'IRS Notice 2025-67: SIMPLE catch-up limit under 26 U.S.C. 414(v)(2)(B)(ii) for 2026 is $4,000; for participants who attain ages 60 through 63 in 2026, $5,250',
    },
  ],
);

/** Annual additions to a defined contribution account, employee and employer together (415(c)(1)(A)). */
export const ANNUAL_ADDITIONS_LIMIT = defineParameter(
  'us.irs.benefits.annual-additions-limit',
  'Annual additions to a defined contribution plan account (deferrals, match and non-elective contributions together, catch-ups aside)',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(70_000),
      unit: 'cents/year',
      citation: 'IRS Notice 2024-80: limit under 26 U.S.C. 415(c)(1)(A) for 2025 is $70,000',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(72_000),
      unit: 'cents/year',
      citation: 'IRS Notice 2025-67: limit under 26 U.S.C. 415(c)(1)(A) for 2026 is $72,000',
    },
  ],
);

export interface RothCatchUpRule {
  /** Whether catch-ups of employees over the threshold must be designated Roth this year. */
  readonly isInForce: boolean;
  /** Prior-year social security wages (W-2 box 3) from this employer above which the rule applies. */
  readonly priorYearSocialSecurityWagesOver: Cents;
}

export const ROTH_CATCH_UP_RULE = defineParameter<RothCatchUpRule>(
  'us.irs.benefits.roth-catch-up',
  'Catch-up contributions must be designated Roth for employees whose prior-year social security wages from the employer exceed the threshold',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { isInForce: false, priorYearSocialSecurityWagesOver: usd(145_000) },
      unit: 'cents/year',
      citation:
        '26 U.S.C. 414(v)(7)(A) (SECURE 2.0 Act section 603): $145,000; IRS Notice 2023-62: 2024 and 2025 are an administrative transition period in which catch-ups need not be Roth',
    },
    {
      effectiveFrom: '2026-01-01',
      value: { isInForce: true, priorYearSocialSecurityWagesOver: usd(150_000) },
      unit: 'cents/year',
      citation:
        '26 U.S.C. 414(v)(7)(A); IRS Notice 2025-67: threshold $150,000 of 2025 FICA wages; Treasury final regulations on catch-up contributions (September 2025): 2026 is administered on a reasonable, good-faith reading of the statute',
    },
  ],
);
