import { defineParameterData, read } from '../../parameter-data';
import data from './spec-section-9.json' with { type: 'json' };

/*
 * The product spec's simplified tax model (rule set spec-simplified-2025), kept exactly as the
 * spec states it so its numbers can be reproduced beside the official ones. Where it departs
 * from the law (e.g. its married-joint 32% bracket ends at 487,450, Rev. Proc. 2024-40 says
 * 501,050; its CA thresholds are the 2022 FTB ones), that is the spec's model, not a typo here.
 */

const SPEC_FEDERAL_SCHEDULES = ['single', 'married-joint'] as const;
export type SpecFederalSchedule = (typeof SPEC_FEDERAL_SCHEDULES)[number];

/** The spec's model as one group, resolved at the pay date like the official rule set's. */
export const SPEC_SIMPLIFIED_PARAMETERS = defineParameterData(
  'us/paylab/spec-section-9.json',
  data,
  {
    federalBrackets: read.byKey(SPEC_FEDERAL_SCHEDULES, read.brackets),
    federalStandardDeduction: read.byKey(SPEC_FEDERAL_SCHEDULES, read.cents),
    federalAllowance: read.cents,
    supplemental: read.fields({
      flatRate: read.rate,
      mandatoryRate: read.rate,
      mandatoryThreshold: read.cents,
    }),
    caBrackets: read.brackets,
    caAllowance: read.cents,
    caDisabilityRate: read.rate,
    nyIncomeTaxRate: read.rate,
    nyDisabilityRate: read.rate,
    // The states the spec names with a 0% rate, as opposed to its "other states 0" (which warns).
    statesWithoutIncomeTax: read.stateCodes,
  },
);
