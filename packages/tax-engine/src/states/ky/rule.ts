import { formatPercent } from '@paylab/shared/money';

import { buildFlatRateTax, buildValueStep } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const KY_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  standardDeduction: read.cents,
  rate: read.rate,
});

export const KY_RULE = defineIncomeTaxRule(KY_DATA, {
  rate: (params) => params.rate,
  buildFormula: ({ withholdingMethod, standardDeduction, rate }) => ({
    citation: withholdingMethod.citation,
    basis: 'annual',
    subtractions: [buildValueStep('standard-deduction', 'Standard deduction', standardDeduction)],
    computeTax: buildFlatRateTax(() => `${formatPercent(rate.value)} of taxable income`, rate),
    rounding: 'cent',
  }),
});
