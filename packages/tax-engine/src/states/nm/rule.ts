import { buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { FEDERAL_STATUS_TABLE } from '../shared/select-status';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

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
    return withholdDeclaredIncomeTax(NM_DATA, params, input, trace, () => ({
      citation: METHOD,
      basis: 'annual',
      computeTax: buildStatusTableTax(status, params.rateTables),
      rounding: 'cent',
    }));
  },
});
