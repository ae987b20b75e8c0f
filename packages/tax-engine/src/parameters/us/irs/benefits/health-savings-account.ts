/*
 * Read from KPMG's summary of Rev. Proc. 2025-19 (which restates the 2025 amounts of Rev. Proc.
 * 2024-25 beside the 2026 ones) and a benefits broker's notice of the same; the Rev. Procs. were
 * not read. The $1,000 catch-up at 55 is statutory; HSA providers' pages give $1,000 for both years.
 */
import type { Cents } from '@paylab/shared/money';

import type { Parameter } from '../../../parameter';
import { defineParameterData, read } from '../../../parameter-data';
import data from './health-savings-account.json' with { type: 'json' };

export interface HsaLimits {
  readonly selfOnly: Cents;
  readonly family: Cents;
}

const PARAMETERS = defineParameterData('us/irs/benefits/health-savings-account.json', data, {
  contributionLimit: read.fields({ selfOnly: read.cents, family: read.cents }),
  catchUp: read.cents,
});

/** Employee and employer contributions together, per calendar year (26 U.S.C. 223(b)(2)). */
export const HSA_CONTRIBUTION_LIMIT: Parameter<HsaLimits> = PARAMETERS.contributionLimit;
/** Added to the limit for an account holder who is 55 or older by the end of the year. */
export const HSA_CATCH_UP = PARAMETERS.catchUp;
