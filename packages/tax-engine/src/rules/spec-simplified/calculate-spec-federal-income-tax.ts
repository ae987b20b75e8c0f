import { divideRounded, formatUsd, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { count, money, type TraceSink } from '../../trace';
import type { FilingStatus } from '../../types';
import { calculateBracketTaxScaled, SCALE } from '../shared/schedules';

export interface SpecFederalIncomeTaxInput {
  annualSalary: Cents;
  periodsPerYear: number;
  filingStatus: FilingStatus;
  allowances: number;
}

/**
 * The spec's federal model: bracket tax on annual salary less the standard deduction and 5,000 per
 * allowance (not below 0), divided by the pay periods, rounded once.
 */
export function calculateSpecFederalIncomeTax(
  params: TaxYearParameters['specSimplified'],
  input: SpecFederalIncomeTaxInput,
  trace: TraceSink,
): Cents {
  const { annualSalary, periodsPerYear: periods, allowances } = input;
  const schedule = input.filingStatus === 'married-joint' ? 'married-joint' : 'single';
  const standardDeduction = params.federalStandardDeduction.value[schedule];
  const allowanceDeduction = allowances * params.federalAllowance.value;
  const taxableIncome = Math.max(0, annualSalary - standardDeduction - allowanceDeduction);
  const annualTaxScaled = calculateBracketTaxScaled(
    params.federalBrackets.value[schedule],
    taxableIncome,
  );
  const tax = divideRounded(annualTaxScaled, SCALE * periods);
  if (trace) {
    trace.push(
      money(
        'spec.federal.annual-salary',
        'Annual salary',
        annualSalary,
        params.federalBrackets.citation,
      ),
      money(
        'spec.federal.standard-deduction',
        `Standard deduction (${schedule} schedule)`,
        standardDeduction,
        params.federalStandardDeduction.citation,
      ),
      count('spec.federal.allowances', 'Allowances', allowances, params.federalAllowance.citation),
      money(
        'spec.federal.allowance-deduction',
        `Allowance deduction (${allowances} x ${formatUsd(params.federalAllowance.value)})`,
        allowanceDeduction,
        params.federalAllowance.citation,
      ),
      money(
        'spec.federal.taxable-income',
        'Federal taxable income (not below 0)',
        taxableIncome,
        params.federalBrackets.citation,
      ),
      money(
        'spec.federal.annual-tax',
        `Annual tax from the spec's ${schedule} brackets (shown rounded)`,
        divideRounded(annualTaxScaled, SCALE),
        params.federalBrackets.citation,
      ),
      money(
        'spec.federal.tax',
        `Federal income tax this period: annual tax / ${periods}, rounded half up`,
        tax,
        params.federalBrackets.citation,
      ),
    );
  }
  return tax;
}
