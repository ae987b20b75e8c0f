import { formatPercent } from '@paylab/shared/money';

import { buildFlatRateTax, buildValueStep } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'Kentucky Withholding Tax Formula 2025, 42A003(TCF)';

const KY_DATA = defineStateData(data, {
  standardDeduction: read.cents,
  rate: read.rate,
});

function buildFormula(params: ResolvedGroup<typeof KY_DATA.parameters>): IncomeTaxFormula {
  const { standardDeduction, rate } = params;
  return {
    citation: METHOD,
    basis: 'annual',
    subtractions: [buildValueStep('standard-deduction', 'Standard deduction', standardDeduction)],
    computeTax: buildFlatRateTax(`${formatPercent(rate.value)} of taxable income`, rate),
    rounding: 'cent',
  };
}

export const KY_RULE = defineStateRule({
  ...KY_DATA,
  describePrograms(params) {
    return {
      'ky-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    return withholdDeclaredIncomeTax(KY_DATA, params, input, trace, () => buildFormula(params));
  },
});
