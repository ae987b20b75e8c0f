import { formatPercent, formatUsd, multiplyRatio } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PUBLICATION =
  'Michigan Department of Treasury, Form 446, Michigan Income Tax Withholding Guide (2025)';

const MI_DATA = defineStateData(data, {
  rate: read.rate,
  exemption: read.cents,
});

export const MI_RULE = defineStateRule({
  ...MI_DATA,
  describePrograms(params) {
    return {
      'mi-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const exemptionPerPeriod = multiplyRatio(
      params.exemption.value * certificate.exemptions,
      1,
      input.periodsPerYear,
    );
    return withholdDeclaredIncomeTax(MI_DATA, params, input, trace, () => ({
      citation: PUBLICATION,
      basis: 'period',
      subtractions: [
        {
          step: 'exemptions',
          label: `${certificate.exemptions} MI-W4 exemptions x ${formatUsd(params.exemption.value)} / ${input.periodsPerYear}`,
          amount: exemptionPerPeriod,
          citation: params.exemption.citation,
        },
      ],
      computeTax: buildFlatRateTax(
        `${formatPercent(params.rate.value)} of taxable wages`,
        params.rate,
      ),
      rounding: 'cent',
    }));
  },
});
