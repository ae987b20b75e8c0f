/*
 * Health FSA: 2025 $3,300 and 2026 $3,400 from benefits advisers' summaries of Rev. Proc. 2025-32
 * (which give the 2025 figure of Rev. Proc. 2024-40 beside it); the Rev. Procs. were not read.
 * Dependent care: $5,000 / $2,500 is the statutory amount through 2025; the 2026 increase to $7,500
 * / $3,750 by Public Law 119-21 (the 2025 reconciliation act, signed July 4, 2025) agrees across a
 * law firm's client alert and two benefits brokers' notices. The section number of the act was not
 * confirmed, so the citation names the Code section it amends.
 */
import type { Cents } from '@paylab/shared/money';

import { defineParameter, usd } from '../../../parameter';

/** Employee salary reductions to a health FSA per plan year (26 U.S.C. 125(i)). */
export const HEALTH_FSA_LIMIT = defineParameter(
  'us.irs.benefits.health-fsa-limit',
  'Salary reduction contributions to a health flexible spending arrangement per plan year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(3_300),
      unit: 'cents/year',
      citation:
        'Rev. Proc. 2024-40: 2025 dollar limitation under 26 U.S.C. 125(i) on salary reductions to a health FSA is $3,300',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(3_400),
      unit: 'cents/year',
      citation:
        'Rev. Proc. 2025-32: 2026 dollar limitation under 26 U.S.C. 125(i) on salary reductions to a health FSA is $3,400',
    },
  ],
);

export interface DependentCareLimits {
  readonly standard: Cents;
  /** A married employee filing a separate return. */
  readonly marriedFilingSeparately: Cents;
}

/** Dependent care assistance excluded per calendar year (26 U.S.C. 129(a)(2)(A)). */
export const DEPENDENT_CARE_LIMIT = defineParameter<DependentCareLimits>(
  'us.irs.benefits.dependent-care-limit',
  'Dependent care assistance excluded from wages per calendar year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { standard: usd(5_000), marriedFilingSeparately: usd(2_500) },
      unit: 'cents/year',
      citation:
        '26 U.S.C. 129(a)(2)(A): $5,000 ($2,500 for a married individual filing a separate return); IRS Pub 15-B (2025), Table 2-1, dependent care assistance',
    },
    {
      effectiveFrom: '2026-01-01',
      value: { standard: usd(7_500), marriedFilingSeparately: usd(3_750) },
      unit: 'cents/year',
      citation:
        '26 U.S.C. 129(a)(2)(A) as amended by Public Law 119-21 (July 4, 2025) for taxable years beginning after December 31, 2025: $7,500 ($3,750 for a married individual filing a separate return)',
    },
  ],
);
