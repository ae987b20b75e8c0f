import { buildTableTax, selectCitedValue } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PUBLICATION =
  'Montana Department of Revenue, Montana Employer and Information Agent Guide with Montana Withholding Tax Tables (2025)';

/** Montana's three annual schedules, by the employee's filing status on Form MW-4. */
const MT_SCHEDULE_STATUSES = ['single', 'married', 'head-of-household'] as const;
type MtScheduleStatus = (typeof MT_SCHEDULE_STATUSES)[number];

const MT_DATA = defineStateData(data, {
  rateSchedules: read.byKey(MT_SCHEDULE_STATUSES, read.table),
  supplementalRate: read.rate,
});

/** Form MW-4's inputs; without one on file the employer withholds as single. */
type MtCertificate = {
  filingStatus: string;
  hasMultipleJobs: boolean;
  extraWithholding: number;
};

/** Married employees whose spouse also works, or who hold several jobs, use the single schedule. */
function selectMtSchedule(certificate: MtCertificate): MtScheduleStatus {
  if (certificate.filingStatus === 'head-of-household') return 'head-of-household';
  if (certificate.filingStatus === 'married' && !certificate.hasMultipleJobs) return 'married';
  return 'single';
}

export const MT_RULE = defineStateRule({
  ...MT_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectMtSchedule(certificate);
    return withholdDeclaredIncomeTax(MT_DATA, params, input, trace, () => ({
      citation: PUBLICATION,
      basis: 'annual',
      computeTax: buildTableTax(
        `Annual tax from the ${status} schedule`,
        selectCitedValue(params.rateSchedules, status),
      ),
      rounding: 'cent',
    }));
  },
});
