import {
  divideRounded,
  formatPercentExact,
  formatUsd,
  multiplyRate,
  type Cents,
} from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { count, money, note, type TraceSink } from '../../trace';
import { calculateBracketTaxScaled, SCALE } from '../shared/schedules';
import { describeUnmodelledState } from '../../states/registry';

/** The spec's three state amounts of one paycheck. */
export interface SpecStateTaxes {
  incomeTax: Cents;
  disability: Cents;
  paidFamilyLeave: Cents;
}

export interface SpecStateTaxInput {
  state: string;
  annualSalary: Cents;
  periodsPerYear: number;
  stateAllowances: number;
  /** The period's gross pay in the spec's sense: all wages paid this period. */
  wagesThisPeriod: Cents;
  /** States the spec names with a 0% rate (TX, FL), as opposed to "other states 0". */
  statesWithoutIncomeTax: readonly string[];
}

/**
 * The spec's state model: CA brackets on annual salary less 3,000 per state allowance, divided by
 * the pay periods, and 0.9% disability on gross pay; NY 8% and 0.5% disability on gross pay; every
 * other state 0.
 */
export function calculateSpecStateTaxes(
  params: TaxYearParameters['specSimplified'],
  input: SpecStateTaxInput,
  warnings: string[],
  trace: TraceSink,
): SpecStateTaxes {
  const { state, periodsPerYear: periods, wagesThisPeriod } = input;
  if (state === 'CA') {
    const allowanceDeduction = input.stateAllowances * params.caAllowance.value;
    const taxableIncome = Math.max(0, input.annualSalary - allowanceDeduction);
    const annualTaxScaled = calculateBracketTaxScaled(params.caBrackets.value, taxableIncome);
    const incomeTax = divideRounded(annualTaxScaled, SCALE * periods);
    const disability = multiplyRate(wagesThisPeriod, params.caDisabilityRate.value);
    if (trace) {
      trace.push(
        count(
          'spec.ca.allowances',
          'State allowances',
          input.stateAllowances,
          params.caAllowance.citation,
        ),
        money(
          'spec.ca.allowance-deduction',
          `State allowance deduction (${input.stateAllowances} x ${formatUsd(params.caAllowance.value)})`,
          allowanceDeduction,
          params.caAllowance.citation,
        ),
        money(
          'spec.ca.taxable-income',
          'California taxable income: annual salary less the allowance deduction (not below 0)',
          taxableIncome,
          params.caBrackets.citation,
        ),
        money(
          'spec.ca.annual-tax',
          "Annual tax from the spec's California brackets (shown rounded)",
          divideRounded(annualTaxScaled, SCALE),
          params.caBrackets.citation,
        ),
        money(
          'state.income-tax',
          `California income tax this period: annual tax / ${periods}, rounded half up`,
          incomeTax,
          params.caBrackets.citation,
        ),
        money(
          'spec.ca.disability',
          `California disability, ${formatPercentExact(params.caDisabilityRate.value)} of gross pay`,
          disability,
          params.caDisabilityRate.citation,
        ),
      );
    }
    return { incomeTax, disability, paidFamilyLeave: 0 };
  }
  if (state === 'NY') {
    const incomeTax = multiplyRate(wagesThisPeriod, params.nyIncomeTaxRate.value);
    const disability = multiplyRate(wagesThisPeriod, params.nyDisabilityRate.value);
    trace?.push(
      money(
        'state.income-tax',
        `New York income tax, flat ${formatPercentExact(params.nyIncomeTaxRate.value)} of gross pay`,
        incomeTax,
        params.nyIncomeTaxRate.citation,
      ),
    );
    trace?.push(
      money(
        'spec.ny.disability',
        `New York disability, ${formatPercentExact(params.nyDisabilityRate.value)} of gross pay (no cap in the spec)`,
        disability,
        params.nyDisabilityRate.citation,
      ),
    );
    return { incomeTax, disability, paidFamilyLeave: 0 };
  }
  if (input.statesWithoutIncomeTax.includes(state)) {
    trace?.push(
      note(
        'state.income-tax',
        `${state}: 0% in the spec`,
        'PayLab product spec section 9: "TX and FL 0%"',
      ),
    );
    return { incomeTax: 0, disability: 0, paidFamilyLeave: 0 };
  }
  const warning = describeUnmodelledState(state);
  warnings.push(warning);
  trace?.push(
    note('state.not-modelled', warning, 'PayLab product spec section 9: "other states 0"'),
  );
  return { incomeTax: 0, disability: 0, paidFamilyLeave: 0 };
}
