import { formatPercent } from '@paylab/shared/money';

import { buildCountStep, buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const IL_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  rate: read.rate,
  basicAllowance: read.cents,
  additionalAllowance: read.cents,
});

// IL-700-T sets no separate supplemental rate: the bonus is withheld as part of the pay.
export const IL_RULE = defineIncomeTaxRule(IL_DATA, {
  rate: (params) => params.rate,
  buildFormula: (
    { withholdingMethod, rate, basicAllowance, additionalAllowance },
    { certificate },
  ) => ({
    citation: withholdingMethod.citation,
    basis: 'annual',
    subtractions: [
      buildCountStep(
        'basic-allowances',
        (count, value) => `IL-W-4 Line 1: ${count} x ${value}`,
        certificate.basicAllowances,
        basicAllowance,
      ),
      buildCountStep(
        'additional-allowances',
        (count, value) => `IL-W-4 Line 2: ${count} x ${value}`,
        certificate.additionalAllowances,
        additionalAllowance,
      ),
    ],
    computeTax: buildFlatRateTax(() => `${formatPercent(rate.value)} of taxable wages`, rate),
    rounding: 'cent',
  }),
});
