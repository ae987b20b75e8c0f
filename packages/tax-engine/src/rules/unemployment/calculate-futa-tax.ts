import { formatPercent, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, type TraceSink } from '../../trace';
import type { PayrollWages } from '../fica/calculate-social-security-tax';
import { calculateWageBaseTax } from './calculate-wage-base-tax';

/**
 * Employer FUTA at the net rate (gross rate less the full state credit) on the first wage-base
 * dollars of the year. Credit reductions are settled on Form 940 Schedule A, not per paycheck.
 */
export function calculateFutaTax(
  params: TaxYearParameters['unemployment'],
  wages: PayrollWages,
  trace: TraceSink,
): Cents {
  const netRate = params.futaGrossRate.value - params.futaMaximumCreditRate.value;
  const tax = calculateWageBaseTax(
    { rate: netRate, wageBase: params.futaWageBase, wages, name: 'FUTA', step: 'employer.futa' },
    trace,
  );
  trace?.push(
    money(
      'employer.futa',
      `Employer FUTA: ${formatPercent(params.futaGrossRate.value)} less the ${formatPercent(params.futaMaximumCreditRate.value)} state credit = ${formatPercent(netRate)}`,
      tax,
      params.futaMaximumCreditRate.citation,
    ),
  );
  return tax;
}
