import { formatPercent, type Cents, type RatePpm } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, type TraceSink } from '../../trace';
import type { PayrollWages } from '../fica/calculate-social-security-tax';
import { calculateWageBaseTax } from './calculate-wage-base-tax';

/** Employer state unemployment tax at the company's assigned rate on the first wage-base dollars of the year. */
export function calculateSutaTax(
  params: TaxYearParameters['unemployment'],
  sutaRate: RatePpm,
  wages: PayrollWages,
  trace: TraceSink,
): Cents {
  const tax = calculateWageBaseTax(
    {
      rate: sutaRate,
      wageBase: params.sutaWageBase,
      wages,
      name: 'State unemployment',
      step: 'employer.suta',
    },
    trace,
  );
  trace?.push(
    money(
      'employer.suta',
      `Employer state unemployment tax at the company rate ${formatPercent(sutaRate)}`,
      tax,
      `Company setting stateUnemploymentRate; ${params.sutaWageBase.citation}`,
    ),
  );
  return tax;
}
