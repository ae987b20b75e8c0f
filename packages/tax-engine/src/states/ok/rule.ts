import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'Packet OW-2 (2025), Percentage Method of Withholding (annualized)';

const OK_DATA = defineStateData(data, {
  allowance: read.cents,
  rateTables: read.byKey(['single', 'married'], read.table),
  supplementalRate: read.rate,
});

export const OK_RULE = defineStateRule({
  ...OK_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectSingleOrMarried(certificate.status);
    return withholdDeclaredIncomeTax(OK_DATA, params, input, trace, () => ({
      citation: METHOD,
      basis: 'annual',
      subtractions: [
        buildCountStep('allowances', 'OK-W-4 allowances', certificate.allowances, params.allowance),
      ],
      computeTax: buildStatusTableTax(status, params.rateTables),
      rounding: 'whole-dollar-period',
    }));
  },
});
