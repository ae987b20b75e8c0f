import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const DC_DATA = defineStateData(data, {
  allowance: read.cents,
  brackets: read.brackets,
});

const PUBLICATION =
  'FR-230, District of Columbia Income Tax Withholding Instructions and Tables (2025)';

// Without a DC rule read for bonuses, they are withheld on with the period's wages.
export const DC_RULE = defineIncomeTaxRule(DC_DATA, {
  buildFormula: ({ allowance, brackets }, { certificate }) => ({
    citation: PUBLICATION,
    basis: 'annual',
    subtractions: [
      buildCountStep('allowances', 'Withholding allowances', certificate.allowances, allowance),
    ],
    computeTax: buildBracketTax('Tax on annual taxable wages', brackets),
    rounding: 'cent',
  }),
});
