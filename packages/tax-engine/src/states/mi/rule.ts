import { formatPercent } from '@paylab/shared/money';

import { buildFlatRateTax, buildPerPeriodCountStep } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const PUBLICATION =
  'Michigan Department of Treasury, Form 446, Michigan Income Tax Withholding Guide (2025)';

const MI_DATA = defineStateData(data, {
  rate: read.rate,
  exemption: read.cents,
});

export const MI_RULE = defineIncomeTaxRule(MI_DATA, {
  rate: (params) => params.rate,
  buildFormula: ({ rate, exemption }, { certificate, periodsPerYear }) => ({
    citation: PUBLICATION,
    basis: 'period',
    subtractions: [
      buildPerPeriodCountStep(
        'exemptions',
        (count, value) => `${count} MI-W4 exemptions x ${value} / ${periodsPerYear}`,
        certificate.exemptions,
        exemption,
        periodsPerYear,
      ),
    ],
    computeTax: buildFlatRateTax(() => `${formatPercent(rate.value)} of taxable wages`, rate),
    rounding: 'cent',
  }),
});
