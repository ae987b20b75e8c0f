import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'Ohio Employer Withholding Tax, Optional Computer Formula (annualized)';

const OH_DATA = defineStateData(data, {
  exemption: read.cents,
  brackets: read.brackets,
  supplementalRate: read.rate,
});

export const OH_RULE = defineStateRule({
  ...OH_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    return withholdDeclaredIncomeTax(OH_DATA, params, input, trace, () => ({
      citation: METHOD,
      basis: 'annual',
      subtractions: [
        buildCountStep('exemptions', 'IT 4 exemptions', certificate.exemptions, params.exemption),
      ],
      computeTax: buildBracketTax('Annual withholding from the brackets', params.brackets),
      rounding: 'cent',
    }));
  },
});
