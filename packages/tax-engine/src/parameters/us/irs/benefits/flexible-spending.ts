/*
 * Health FSA: 2025 $3,300 and 2026 $3,400 from benefits advisers' summaries of Rev. Proc. 2025-32
 * (which give the 2025 figure of Rev. Proc. 2024-40 beside it); the Rev. Procs. were not read.
 * Dependent care: $5,000 / $2,500 is the statutory amount through 2025; the 2026 increase to $7,500
 * / $3,750 by Public Law 119-21 (the 2025 reconciliation act, signed July 4, 2025) agrees across a
 * law firm's client alert and two benefits brokers' notices. The section number of the act was not
 * confirmed, so the citation names the Code section it amends.
 */
import type { Cents } from '@paylab/shared/money';

import type { Parameter } from '../../../parameter';
import { defineParameterData, read } from '../../../parameter-data';
import data from './flexible-spending.json' with { type: 'json' };

export interface DependentCareLimits {
  readonly standard: Cents;
  /** A married employee filing a separate return. */
  readonly marriedFilingSeparately: Cents;
}

const PARAMETERS = defineParameterData('us/irs/benefits/flexible-spending.json', data, {
  healthFsaLimit: read.cents,
  dependentCareLimit: read.fields({ standard: read.cents, marriedFilingSeparately: read.cents }),
});

/** Employee salary reductions to a health FSA per plan year (26 U.S.C. 125(i)). */
export const HEALTH_FSA_LIMIT = PARAMETERS.healthFsaLimit;
/** Dependent care assistance excluded per calendar year (26 U.S.C. 129(a)(2)(A)). */
export const DEPENDENT_CARE_LIMIT: Parameter<DependentCareLimits> = PARAMETERS.dependentCareLimit;
