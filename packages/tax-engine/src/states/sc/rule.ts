import { formatUsd, type Cents } from '@paylab/shared/money';

import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const SC_DATA = defineStateData(data, {
  allowanceValue: read.cents,
  standardDeductionRate: read.rate,
  standardDeductionMaximum: read.cents,
  rateTable: read.table,
});

function buildFormula(
  params: ResolvedGroup<typeof SC_DATA.parameters>,
  allowances: number,
  wages: Cents,
  periodsPerYear: number,
): IncomeTaxFormula {
  const annualWages = wages * periodsPerYear;
  const hasAllowances = allowances > 0;
  const standardDeduction = hasAllowances
    ? Math.min(
        applyFlatRate(annualWages, params.standardDeductionRate.value),
        params.standardDeductionMaximum.value,
      )
    : 0;
  return {
    citation: params.rateTable.citation,
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: hasAllowances
          ? `Standard deduction: 10% of annual wages, at most ${formatUsd(params.standardDeductionMaximum.value)}`
          : 'Standard deduction: none with zero allowances',
        amount: standardDeduction,
        citation: `${params.standardDeductionRate.citation}; ${params.standardDeductionMaximum.citation}`,
      },
      buildCountStep('allowances', 'Allowances', allowances, params.allowanceValue),
    ],
    computeTax: buildTableTax('Annual tax by the addition method', params.rateTable),
    rounding: 'cent',
  };
}

export const SC_RULE = defineStateRule({
  ...SC_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    // Supplemental wages join the period's wages (aggregate method), so the deduction sees them too.
    return withholdDeclaredIncomeTax(SC_DATA, params, input, trace, (wages) =>
      buildFormula(params, certificate.allowances, wages, input.periodsPerYear),
    );
  },
});
