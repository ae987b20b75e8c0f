import { formatUsd } from '@paylab/shared/money';

import { buildTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const RI_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  allowanceValue: read.cents,
  allowanceCutoff: read.cents,
  rateTable: read.table,
  supplementalRate: read.rate,
  tdiRate: read.rate,
  tdiWageBase: read.cents,
});

export const RI_RULE = defineIncomeTaxRule(RI_DATA, {
  buildFormula: (params, { certificate, wages, periodsPerYear }) => {
    const isAboveCutoff = wages * periodsPerYear > params.allowanceCutoff.value;
    const allowanceValue = isAboveCutoff ? 0 : params.allowanceValue.value;
    return {
      citation: params.rateTable.citation,
      basis: 'annual',
      subtractions: [
        {
          step: 'allowances',
          label: () =>
            isAboveCutoff
              ? `Allowances: annual wages above ${formatUsd(params.allowanceCutoff.value)}, worth $0`
              : `Allowances (${certificate.allowances} x ${formatUsd(allowanceValue)})`,
          amount: certificate.allowances * allowanceValue,
          citation: () => `${params.allowanceValue.citation}; ${params.allowanceCutoff.citation}`,
        },
      ],
      computeTax: buildTableTax('Annual tax from the percentage method schedule', params.rateTable),
      rounding: 'cent',
    };
  },
});
