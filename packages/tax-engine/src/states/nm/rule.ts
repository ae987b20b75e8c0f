import { buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { FEDERAL_STATUS_TABLE } from '../shared/select-status';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.nm';
const METHOD = 'FYI-104, New Mexico Withholding Tax (January 2025), percentage method (annualized)';

const NM_DATA = defineStateData(data, {
  rateTables: read.byKey(['single', 'married', 'head-of-household'], read.table),
  supplementalRate: read.rate,
});

export const NM_RULE = defineStateRule({
  ...NM_DATA,
  calculate(params, input, trace, warnings) {
    const status = FEDERAL_STATUS_TABLE[input.federalFilingStatus];
    if (input.federalW4?.step2Checkbox) {
      warnings.push(
        'New Mexico: the federal W-4 Step 2 checkbox is not applied; the filing-status table is used',
      );
    }
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          citation: METHOD,
          basis: 'annual',
          computeTax: buildStatusTableTax(status, params.rateTables),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
      },
      input,
      trace,
    );
    return [{ programId: 'nm-income-tax', amount }];
  },
});
