import { formatPercentExact } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PA_DATA = defineStateData(data, {
  incomeTaxRate: read.rate,
  ucEmployeeRate: read.rate,
});

export const PA_RULE = defineStateRule({
  ...PA_DATA,
  describePrograms(params) {
    return {
      'pa-income-tax': { rate: params.incomeTaxRate },
    };
  },
  calculate(params, input, trace) {
    return withholdDeclaredIncomeTax(
      PA_DATA,
      params,
      input,
      trace,
      () => ({
        citation: params.incomeTaxRate.citation,
        basis: 'period',
        computeTax: buildFlatRateTax(
          `${formatPercentExact(params.incomeTaxRate.value)} of compensation (regular and supplemental)`,
          params.incomeTaxRate,
        ),
        rounding: 'cent',
      }),
      { supplemental: { method: 'aggregate', citation: params.incomeTaxRate.citation } },
    );
  },
});
