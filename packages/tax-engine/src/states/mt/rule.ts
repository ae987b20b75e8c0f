import { buildTableTax, selectCitedValue } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

/** Montana's three annual schedules, by the employee's filing status on Form MW-4. */
const MT_SCHEDULE_STATUSES = ['single', 'married', 'head-of-household'] as const;
type MtScheduleStatus = (typeof MT_SCHEDULE_STATUSES)[number];

const MT_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  rateSchedules: read.byKey(MT_SCHEDULE_STATUSES, read.table),
  supplementalRate: read.rate,
});

/** Married employees whose spouse also works, or who hold several jobs, use the single schedule. */
function selectMtSchedule(certificate: typeof MT_DATA.certificate.defaults): MtScheduleStatus {
  if (certificate.filingStatus === 'head-of-household') return 'head-of-household';
  if (certificate.filingStatus === 'married' && !certificate.hasMultipleJobs) return 'married';
  return 'single';
}

export const MT_RULE = defineIncomeTaxRule(MT_DATA, {
  buildFormula: ({ withholdingMethod, rateSchedules }, { certificate }) => {
    const status = selectMtSchedule(certificate);
    return {
      citation: withholdingMethod.citation,
      basis: 'annual',
      computeTax: buildTableTax(
        () => `Annual tax from the ${status} schedule`,
        selectCitedValue(rateSchedules, status),
      ),
      rounding: 'cent',
    };
  },
});
