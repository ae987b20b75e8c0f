import { formatUsd } from '@paylab/shared/money';

import { buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PUBLICATION =
  'Minnesota Department of Revenue, 2025 Minnesota Withholding Tax Instructions and Tables';

const MN_DATA = defineStateData(data, {
  allowance: read.cents,
  rateSchedules: read.byKey(['single', 'married'], read.table),
  supplementalRate: read.rate,
});

export const MN_RULE = defineStateRule({
  ...MN_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectSingleOrMarried(certificate.filingStatus);
    return withholdDeclaredIncomeTax(MN_DATA, params, input, trace, () => ({
      citation: PUBLICATION,
      basis: 'annual',
      subtractions: [
        {
          step: 'allowances',
          label: `${certificate.allowances} W-4MN allowances x ${formatUsd(params.allowance.value)}`,
          amount: certificate.allowances * params.allowance.value,
          citation: params.allowance.citation,
        },
      ],
      computeTax: buildStatusTableTax(status, params.rateSchedules),
      // Step 6 of the computer formula lets the employer round to whole dollars; PayLab keeps cents.
      rounding: 'cent',
    }));
  },
});
