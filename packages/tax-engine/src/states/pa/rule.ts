import { formatPercentExact } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const PA_DATA = defineStateData(data, {
  incomeTaxRate: read.rate,
  ucEmployeeRate: read.rate,
});

export const PA_RULE = defineIncomeTaxRule(PA_DATA, {
  rate: (params) => params.incomeTaxRate,
  buildFormula: ({ incomeTaxRate }) => ({
    citation: incomeTaxRate.citation,
    basis: 'period',
    computeTax: buildFlatRateTax(
      () => `${formatPercentExact(incomeTaxRate.value)} of compensation (regular and supplemental)`,
      incomeTaxRate,
    ),
    rounding: 'cent',
  }),
  supplemental: ({ incomeTaxRate }) => ({ method: 'aggregate', citation: incomeTaxRate.citation }),
});
