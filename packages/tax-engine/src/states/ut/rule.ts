import { formatPercentExact, formatUsd, type Cents } from '@paylab/shared/money';

import { note } from '../../trace';
import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.ut';
const PUBLICATION =
  'Utah State Tax Commission, Publication 14, Withholding Tax Guide (editions effective 1 June 2024 and 1 June 2025)';

const UT_DATA = defineStateData(data, {
  rate: read.rate,
  baseAllowanceSingle: read.cents,
  baseAllowanceMarried: read.cents,
  exemptWagesSingle: read.cents,
  exemptWagesMarried: read.cents,
  phaseOutRate: read.rate,
});

function buildFormula(
  params: ResolvedGroup<typeof UT_DATA.parameters>,
  isMarried: boolean,
  wages: Cents,
  periodsPerYear: number,
): IncomeTaxFormula {
  const baseAllowance = isMarried ? params.baseAllowanceMarried : params.baseAllowanceSingle;
  const exemptWages = isMarried ? params.exemptWagesMarried : params.exemptWagesSingle;
  const annualWages = wages * periodsPerYear;
  const reduction = applyFlatRate(
    Math.max(0, annualWages - exemptWages.value),
    params.phaseOutRate.value,
  );
  const allowance = Math.max(0, baseAllowance.value - reduction);
  return {
    citation: PUBLICATION,
    basis: 'annual',
    computeTax: buildFlatRateTax(
      `Utah taxable wages x ${formatPercentExact(params.rate.value)}`,
      params.rate,
    ),
    credits: [
      {
        step: 'allowance',
        label: `Allowance: ${formatUsd(baseAllowance.value)} less ${formatPercentExact(params.phaseOutRate.value)} of wages above ${formatUsd(exemptWages.value)} (${formatUsd(reduction)}), not below 0`,
        amount: allowance,
        citation: `${baseAllowance.citation}; ${exemptWages.citation}; ${params.phaseOutRate.citation}`,
      },
    ],
    rounding: 'whole-dollar-period',
  };
}

export const UT_RULE = defineStateRule({
  ...UT_DATA,
  describePrograms(params) {
    return {
      'ut-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const isMarried = input.federalFilingStatus === 'married-joint';
    trace?.push(
      note(
        `${PREFIX}.schedule`,
        `Federal W-4 status ${input.federalFilingStatus}: Utah ${isMarried ? 'married' : 'single'} schedule`,
        PUBLICATION,
      ),
    );
    // Utah has no separate rate for bonuses: they join the period's wages.
    return withholdDeclaredIncomeTax(UT_DATA, params, input, trace, (wages) =>
      buildFormula(params, isMarried, wages, input.periodsPerYear),
    );
  },
});
