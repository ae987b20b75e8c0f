import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const METHOD = 'Ohio Employer Withholding Tax, Optional Computer Formula (annualized)';

const OH_DATA = defineStateData(data, {
  exemption: read.cents,
  brackets: read.brackets,
  supplementalRate: read.rate,
});

export const OH_RULE = defineIncomeTaxRule(OH_DATA, {
  buildFormula: ({ exemption, brackets }, { certificate }) => ({
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      buildCountStep('exemptions', 'IT 4 exemptions', certificate.exemptions, exemption),
    ],
    computeTax: buildBracketTax('Annual withholding from the brackets', brackets),
    rounding: 'cent',
  }),
});
