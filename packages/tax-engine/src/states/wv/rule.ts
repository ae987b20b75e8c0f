import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const WV_DATA = defineStateData(data, {
  exemptionValue: read.cents,
  twoEarnerTable: read.table,
  oneEarnerTable: read.table,
});

export const WV_RULE = defineIncomeTaxRule(WV_DATA, {
  buildFormula: (params, { certificate }) => {
    const table = certificate.isOneEarner ? params.oneEarnerTable : params.twoEarnerTable;
    return {
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
    };
  },
});
