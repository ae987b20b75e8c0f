import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { FEDERAL_STATUS_TABLE } from '../shared/select-status';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD =
  'North Dakota Income Tax Withholding Rates and Instructions for Wages Paid in 2025 (annualized)';

/** The tables follow the federal W-4 status; married filing separately uses the single table. */
const ND_WITHHOLDING_STATUSES = ['single', 'married', 'head-of-household'] as const;
type NdWithholdingStatus = (typeof ND_WITHHOLDING_STATUSES)[number];

const ND_DATA = defineStateData(data, {
  rateTables: read.byKey(ND_WITHHOLDING_STATUSES, read.table),
  allowance: read.cents,
  supplementalRate: read.rate,
});

export const ND_RULE = defineStateRule({
  ...ND_DATA,
  calculate(params, input, trace) {
    const isPre2020W4 = input.federalW4 === undefined;
    // A 2020-or-later W-4 has a table per status; a 2019-or-earlier one only single and married.
    const status: NdWithholdingStatus = isPre2020W4
      ? input.federalFilingStatus === 'married-joint'
        ? 'married'
        : 'single'
      : FEDERAL_STATUS_TABLE[input.federalFilingStatus];
    const allowances = isPre2020W4 ? input.federalAllowances : 0;
    return withholdDeclaredIncomeTax(ND_DATA, params, input, trace, () => ({
      citation: METHOD,
      basis: 'annual',
      subtractions: isPre2020W4
        ? [buildCountStep('allowances', 'Pre-2020 W-4 allowances', allowances, params.allowance)]
        : [],
      computeTax: buildStatusTableTax(status, params.rateTables),
      rounding: 'whole-dollar-period',
    }));
  },
});
