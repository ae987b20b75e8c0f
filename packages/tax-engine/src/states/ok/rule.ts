import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const OK_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  allowance: read.cents,
  rateTables: read.byKey(['single', 'married'], read.table),
  supplementalRate: read.rate,
});

export const OK_RULE = defineIncomeTaxRule(OK_DATA, {
  buildFormula: ({ withholdingMethod, allowance, rateTables }, { certificate }) => ({
    citation: withholdingMethod.citation,
    basis: 'annual',
    subtractions: [
      buildCountStep('allowances', 'OK-W-4 allowances', certificate.allowances, allowance),
    ],
    computeTax: buildStatusTableTax(selectSingleOrMarried(certificate.status), rateTables),
    rounding: 'whole-dollar-period',
  }),
});
