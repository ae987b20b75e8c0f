import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const DC_DATA = defineStateData(data, {
  allowance: read.cents,
  brackets: read.brackets,
});

const PUBLICATION =
  'FR-230, District of Columbia Income Tax Withholding Instructions and Tables (2025)';

export const DC_RULE = defineStateRule({
  ...DC_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    // Without a DC rule read for bonuses, they are withheld on with the period's wages.
    return withholdDeclaredIncomeTax(DC_DATA, params, input, trace, () => ({
      citation: PUBLICATION,
      basis: 'annual',
      subtractions: [
        buildCountStep(
          'allowances',
          'Withholding allowances',
          certificate.allowances,
          params.allowance,
        ),
      ],
      computeTax: buildBracketTax('Tax on annual taxable wages', params.brackets),
      rounding: 'cent',
    }));
  },
});
