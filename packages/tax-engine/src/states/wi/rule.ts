import { formatPercentExact, formatUsd } from '@paylab/shared/money';

import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
import data from './state.json' with { type: 'json' };

const WI_DATA = defineStateData(data, {
  standardDeductionSingle: read.cents,
  phaseOutStartSingle: read.cents,
  phaseOutRateSingle: read.rate,
  standardDeductionMarried: read.cents,
  phaseOutStartMarried: read.cents,
  phaseOutRateMarried: read.rate,
  exemptionValue: read.cents,
  rateTable: read.table,
  supplementalRates: read.brackets,
});

export const WI_RULE = defineIncomeTaxRule(WI_DATA, {
  buildFormula: (params, { certificate, wages, periodsPerYear }) => {
    const isMarried = certificate.status === 'married';
    const maximum = isMarried ? params.standardDeductionMarried : params.standardDeductionSingle;
    const start = isMarried ? params.phaseOutStartMarried : params.phaseOutStartSingle;
    const rate = isMarried ? params.phaseOutRateMarried : params.phaseOutRateSingle;
    const phasedOut = applyFlatRate(Math.max(0, wages * periodsPerYear - start.value), rate.value);
    return {
      citation: params.rateTable.citation,
      basis: 'annual',
      subtractions: [
        {
          step: 'standard-deduction',
          label: () =>
            `Standard deduction (${isMarried ? 'married' : 'single'}): ${formatUsd(maximum.value)} less ${formatPercentExact(rate.value)} of wages over ${formatUsd(start.value)}, not below 0`,
          amount: Math.max(0, maximum.value - phasedOut),
          citation: () => `${maximum.citation}; ${start.citation}; ${rate.citation}`,
        },
        buildCountStep('exemptions', 'Exemptions', certificate.exemptions, params.exemptionValue),
      ],
      computeTax: buildTableTax('Annual tax from the Method B schedule', params.rateTable),
      rounding: 'cent',
    };
  },
  // The bonus is withheld at the rate of the tier the year's regular wages fall in.
  supplemental: ({ supplementalRates }, { wages, periodsPerYear }) => {
    const annualWages = wages * periodsPerYear;
    const tiers = supplementalRates.value;
    const tier =
      tiers.find(({ upTo }) => upTo === null || annualWages < upTo) ?? tiers[tiers.length - 1]!;
    return {
      method: 'flat-rate',
      rate: { value: tier.rate, citation: supplementalRates.citation },
    };
  },
});
