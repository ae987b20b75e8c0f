import { buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { FEDERAL_STATUS_TABLE } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const METHOD = 'FYI-104, New Mexico Withholding Tax (January 2025), percentage method (annualized)';

const NM_DATA = defineStateData(data, {
  rateTables: read.byKey(['single', 'married', 'head-of-household'], read.table),
  supplementalRate: read.rate,
});

export const NM_RULE = defineIncomeTaxRule(NM_DATA, {
  announce: (_params, { federalW4 }, _trace, warnings) => {
    if (federalW4?.step2Checkbox)
      warnings.push(
        'New Mexico: the federal W-4 Step 2 checkbox is not applied; the filing-status table is used',
      );
  },
  buildFormula: ({ rateTables }, { federalFilingStatus }) => ({
    citation: METHOD,
    basis: 'annual',
    computeTax: buildStatusTableTax(FEDERAL_STATUS_TABLE[federalFilingStatus], rateTables),
    rounding: 'cent',
  }),
});
