import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const WV_DATA = defineStateData(data, {
  exemptionValue: read.cents,
  twoEarnerTable: read.table,
  oneEarnerTable: read.table,
});

export const WV_RULE = defineStateRule({
  ...WV_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const table = certificate.isOneEarner ? params.oneEarnerTable : params.twoEarnerTable;
    return withholdDeclaredIncomeTax(WV_DATA, params, input, trace, () => ({
      citation: table.citation,
      basis: 'annual',
      subtractions: [
        buildCountStep('exemptions', 'Exemptions', certificate.exemptions, params.exemptionValue),
      ],
      computeTax: buildTableTax(
        certificate.isOneEarner
          ? 'Annual tax, one-earner / one-job chart'
          : 'Annual tax, two-earner / two-job chart',
        table,
      ),
      rounding: 'whole-dollar-period',
    }));
  },
});
