import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const PUBLICATION =
  'Minnesota Department of Revenue, 2025 Minnesota Withholding Tax Instructions and Tables';

const MN_DATA = defineStateData(data, {
  allowance: read.cents,
  rateSchedules: read.byKey(['single', 'married'], read.table),
  supplementalRate: read.rate,
  paidLeaveEmployeeRate: read.rate,
  paidLeaveWageBase: read.cents,
});

export const MN_RULE = defineIncomeTaxRule(MN_DATA, {
  buildFormula: ({ allowance, rateSchedules }, { certificate }) => ({
    citation: PUBLICATION,
    basis: 'annual',
    subtractions: [
      buildCountStep(
        'allowances',
        (count, value) => `${count} W-4MN allowances x ${value}`,
        certificate.allowances,
        allowance,
      ),
    ],
    computeTax: buildStatusTableTax(selectSingleOrMarried(certificate.filingStatus), rateSchedules),
    // Step 6 of the computer formula lets the employer round to whole dollars; PayLab keeps cents.
    rounding: 'cent',
  }),
});
