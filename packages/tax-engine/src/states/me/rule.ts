import { formatUsd, multiplyRatio, type Cents } from '@paylab/shared/money';

import {
  buildCountStep,
  buildTableTax,
  selectCitedValue,
} from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const PUBLICATION =
  'Maine Revenue Services, Withholding Tables for Individual Income Tax, tax year 2025';

/**
 * The standard deduction of the percentage method: the full amount up to `phaseOutStart` of
 * annualised wages, none from `phaseOutEnd`, and in between the full amount times
 * (`phaseOutEnd` - annualised wages) / `phaseOutDivisor`.
 */
export interface MeStandardDeduction {
  readonly amount: Cents;
  readonly phaseOutStart: Cents;
  readonly phaseOutEnd: Cents;
  readonly phaseOutDivisor: Cents;
}

const ME_DATA = defineStateData(data, {
  allowance: read.cents,
  standardDeduction: read.byKey(
    ['single', 'married'],
    read.fields({
      amount: read.cents,
      phaseOutStart: read.cents,
      phaseOutEnd: read.cents,
      phaseOutDivisor: read.cents,
    }),
  ),
  rateSchedules: read.byKey(['single', 'married'], read.table),
  supplementalRate: read.rate,
  pfmlRate: read.rate,
  pfmlWageBase: read.cents,
});

/** The standard deduction left after the phase-out, rounded to the cent. */
function phaseOutStandardDeduction(deduction: MeStandardDeduction, annualWages: Cents): Cents {
  if (annualWages <= deduction.phaseOutStart) return deduction.amount;
  if (annualWages >= deduction.phaseOutEnd) return 0;
  return multiplyRatio(
    deduction.amount,
    deduction.phaseOutEnd - annualWages,
    deduction.phaseOutDivisor,
  );
}

export const ME_RULE = defineIncomeTaxRule(ME_DATA, {
  buildFormula: (params, { certificate, wages, periodsPerYear }) => {
    const status = selectSingleOrMarried(certificate.filingStatus);
    const deduction = params.standardDeduction.value[status];
    const standardDeduction = phaseOutStandardDeduction(deduction, wages * periodsPerYear);
    return {
      citation: PUBLICATION,
      basis: 'annual',
      subtractions: [
        {
          step: 'standard-deduction',
          label: () =>
            standardDeduction === deduction.amount
              ? `Standard deduction (${status})`
              : `Standard deduction (${status}) after the phase-out above ${formatUsd(deduction.phaseOutStart)}`,
          amount: standardDeduction,
          citation: params.standardDeduction.citation,
        },
        buildCountStep(
          'allowances',
          (count, value) => `${count} W-4ME allowances x ${value}`,
          certificate.allowances,
          params.allowance,
        ),
      ],
      computeTax: buildTableTax(
        `Annual tax from the ${status} schedule`,
        selectCitedValue(params.rateSchedules, status),
      ),
      rounding: 'whole-dollar-period',
    };
  },
});
