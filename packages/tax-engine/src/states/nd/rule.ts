import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { FEDERAL_STATUS_TABLE } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const METHOD =
  'North Dakota Income Tax Withholding Rates and Instructions for Wages Paid in 2025 (annualized)';

/** The tables follow the federal W-4 status; married filing separately uses the single table. */
const ND_WITHHOLDING_STATUSES = ['single', 'married', 'head-of-household'] as const;

const ND_DATA = defineStateData(data, {
  rateTables: read.byKey(ND_WITHHOLDING_STATUSES, read.table),
  allowance: read.cents,
  supplementalRate: read.rate,
});

export const ND_RULE = defineIncomeTaxRule(ND_DATA, {
  buildFormula: (params, { federalW4, federalFilingStatus, federalAllowances }) => {
    const isPre2020W4 = federalW4 === undefined;
    // A 2020-or-later W-4 has a table per status; a 2019-or-earlier one only single and married.
    const status = isPre2020W4
      ? federalFilingStatus === 'married-joint'
        ? 'married'
        : 'single'
      : FEDERAL_STATUS_TABLE[federalFilingStatus];
    const allowances = isPre2020W4 ? federalAllowances : 0;
    return {
      citation: METHOD,
      basis: 'annual',
      subtractions: isPre2020W4
        ? [buildCountStep('allowances', 'Pre-2020 W-4 allowances', allowances, params.allowance)]
        : [],
      computeTax: buildStatusTableTax(status, params.rateTables),
      rounding: 'whole-dollar-period',
    };
  },
});
