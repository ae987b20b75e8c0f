/*
 * Read from KPMG's summary of Rev. Proc. 2025-19 (which restates the 2025 amounts of Rev. Proc.
 * 2024-25 beside the 2026 ones) and a benefits broker's notice of the same; the Rev. Procs. were
 * not read. The $1,000 catch-up at 55 is statutory; HSA providers' pages give $1,000 for both years.
 */
import type { Cents } from '@paylab/shared/money';

import { defineParameter, usd } from '../../../parameter';

export interface HsaLimits {
  readonly selfOnly: Cents;
  readonly family: Cents;
}

/** Employee and employer contributions together, per calendar year (26 U.S.C. 223(b)(2)). */
export const HSA_CONTRIBUTION_LIMIT = defineParameter<HsaLimits>(
  'us.irs.benefits.hsa-contribution-limit',
  'Health savings account contributions per year, employee and employer together, by coverage tier of the high deductible health plan',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { selfOnly: usd(4_300), family: usd(8_550) },
      unit: 'cents/year',
      citation:
        'Rev. Proc. 2024-25: 2025 limitation under 26 U.S.C. 223(b)(2)(A) $4,300 for self-only coverage and under 223(b)(2)(B) $8,550 for family coverage',
    },
    {
      effectiveFrom: '2026-01-01',
      value: { selfOnly: usd(4_400), family: usd(8_750) },
      unit: 'cents/year',
      citation:
        'Rev. Proc. 2025-19: 2026 limitation under 26 U.S.C. 223(b)(2)(A) $4,400 for self-only coverage and under 223(b)(2)(B) $8,750 for family coverage',
    },
  ],
);

/** Added to the limit for an account holder who is 55 or older by the end of the year. */
export const HSA_CATCH_UP = defineParameter<Cents>(
  'us.irs.benefits.hsa-catch-up',
  'Additional HSA contribution for an eligible individual age 55 or older at the end of the year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(1_000),
      unit: 'cents/year',
      citation:
        '26 U.S.C. 223(b)(3): additional contribution amount $1,000 for an eligible individual who has attained age 55 before the close of the year',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(1_000),
      unit: 'cents/year',
      citation:
        '26 U.S.C. 223(b)(3): additional contribution amount $1,000 for an eligible individual who has attained age 55 before the close of the year',
    },
  ],
);
