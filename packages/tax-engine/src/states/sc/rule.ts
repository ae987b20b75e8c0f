import { formatUsd } from '@paylab/shared/money';

import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
import data from './state.json' with { type: 'json' };

const SC_DATA = defineStateData(data, {
  allowanceValue: read.cents,
  standardDeductionRate: read.rate,
  standardDeductionMaximum: read.cents,
  rateTable: read.table,
});

// Supplemental wages join the period's wages (aggregate method), so the deduction sees them too.
export const SC_RULE = defineIncomeTaxRule(SC_DATA, {
  buildFormula: (params, { certificate: { allowances }, periodsPerYear }, wages) => {
    const hasAllowances = allowances > 0;
    const standardDeduction = hasAllowances
      ? Math.min(
          applyFlatRate(wages * periodsPerYear, params.standardDeductionRate.value),
          params.standardDeductionMaximum.value,
        )
      : 0;
    return {
      citation: params.rateTable.citation,
      basis: 'annual',
      subtractions: [
        {
          step: 'standard-deduction',
          label: () =>
            hasAllowances
              ? `Standard deduction: 10% of annual wages, at most ${formatUsd(params.standardDeductionMaximum.value)}`
              : 'Standard deduction: none with zero allowances',
          amount: standardDeduction,
          citation: () =>
            `${params.standardDeductionRate.citation}; ${params.standardDeductionMaximum.citation}`,
        },
        buildCountStep('allowances', 'Allowances', allowances, params.allowanceValue),
      ],
      computeTax: buildTableTax('Annual tax by the addition method', params.rateTable),
      rounding: 'cent',
    };
  },
});
