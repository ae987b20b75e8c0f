import { formatPercentExact, formatUsd } from '@paylab/shared/money';

import { note } from '../../trace';
import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
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

// Utah has no separate rate for bonuses: they join the period's wages.
export const UT_RULE = defineIncomeTaxRule(UT_DATA, {
  rate: (params) => params.rate,
  announce: (_params, { federalFilingStatus }, trace) => {
    const schedule = federalFilingStatus === 'married-joint' ? 'married' : 'single';
    trace?.push(
      note(
        `${PREFIX}.schedule`,
        `Federal W-4 status ${federalFilingStatus}: Utah ${schedule} schedule`,
        PUBLICATION,
      ),
    );
  },
  buildFormula: (params, input, wages) => {
    const isMarried = input.federalFilingStatus === 'married-joint';
    const baseAllowance = isMarried ? params.baseAllowanceMarried : params.baseAllowanceSingle;
    const exemptWages = isMarried ? params.exemptWagesMarried : params.exemptWagesSingle;
    const annualWages = wages * input.periodsPerYear;
    const reduction = applyFlatRate(
      Math.max(0, annualWages - exemptWages.value),
      params.phaseOutRate.value,
    );
    return {
      citation: PUBLICATION,
      basis: 'annual',
      computeTax: buildFlatRateTax(
        () => `Utah taxable wages x ${formatPercentExact(params.rate.value)}`,
        params.rate,
      ),
      credits: [
        {
          step: 'allowance',
          label: () =>
            `Allowance: ${formatUsd(baseAllowance.value)} less ${formatPercentExact(params.phaseOutRate.value)} of wages above ${formatUsd(exemptWages.value)} (${formatUsd(reduction)}), not below 0`,
          amount: Math.max(0, baseAllowance.value - reduction),
          citation: () =>
            `${baseAllowance.citation}; ${exemptWages.citation}; ${params.phaseOutRate.citation}`,
        },
      ],
      rounding: 'whole-dollar-period',
    };
  },
});
