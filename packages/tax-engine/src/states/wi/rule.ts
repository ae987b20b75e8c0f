import { formatPercentExact, formatUsd } from '@paylab/shared/money';

import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
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

export const WI_RULE = defineStateRule({
  ...WI_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const isMarried = certificate.status === 'married';
    const maximum = isMarried ? params.standardDeductionMarried : params.standardDeductionSingle;
    const start = isMarried ? params.phaseOutStartMarried : params.phaseOutStartSingle;
    const rate = isMarried ? params.phaseOutRateMarried : params.phaseOutRateSingle;
    const annualWages = input.wages * input.periodsPerYear;
    const standardDeduction = Math.max(
      0,
      maximum.value - applyFlatRate(Math.max(0, annualWages - start.value), rate.value),
    );
    const tiers = params.supplementalRates.value;
    const tier =
      tiers.find(({ upTo }) => upTo === null || annualWages < upTo) ?? tiers[tiers.length - 1]!;
    return withholdDeclaredIncomeTax(
      WI_DATA,
      params,
      input,
      trace,
      () => ({
        citation: params.rateTable.citation,
        basis: 'annual',
        subtractions: [
          {
            step: 'standard-deduction',
            label: `Standard deduction (${isMarried ? 'married' : 'single'}): ${formatUsd(maximum.value)} less ${formatPercentExact(rate.value)} of wages over ${formatUsd(start.value)}, not below 0`,
            amount: standardDeduction,
            citation: `${maximum.citation}; ${start.citation}; ${rate.citation}`,
          },
          buildCountStep('exemptions', 'Exemptions', certificate.exemptions, params.exemptionValue),
        ],
        computeTax: buildTableTax('Annual tax from the Method B schedule', params.rateTable),
        rounding: 'cent',
      }),
      {
        supplemental: {
          method: 'flat-rate',
          rate: { value: tier.rate, citation: params.supplementalRates.citation },
        },
      },
    );
  },
});
