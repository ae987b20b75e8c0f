import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const METHOD = 'Packet OW-2 (2025), Percentage Method of Withholding (annualized)';

const OK_DATA = defineStateData(data, {
  allowance: read.cents,
  rateTables: read.byKey(['single', 'married'], read.table),
  supplementalRate: read.rate,
});

export const OK_RULE = defineIncomeTaxRule(OK_DATA, {
  buildFormula: ({ allowance, rateTables }, { certificate }) => ({
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      buildCountStep('allowances', 'OK-W-4 allowances', certificate.allowances, allowance),
    ],
    computeTax: buildStatusTableTax(selectSingleOrMarried(certificate.status), rateTables),
    rounding: 'whole-dollar-period',
  }),
});
