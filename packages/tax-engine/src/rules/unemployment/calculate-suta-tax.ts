import { formatPercent, formatUsd, type Cents, type RatePpm } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../trace';
import type { PayrollWages } from '../fica/calculate-social-security-tax';
import { calculateCumulativeTax } from '../shared/calculate-cumulative-tax';

/** Employer state unemployment tax at the company's assigned rate on the first wage-base dollars of the year. */
export function calculateSutaTax(
  params: TaxYearParameters['unemployment'],
  sutaRate: RatePpm,
  wages: PayrollWages,
  trace: TraceSink,
): Cents {
  const wageBase = params.sutaWageBase.value;
  const { tax, taxableWages, isLimited } = calculateCumulativeTax({
    rate: sutaRate,
    ...wages,
    wageBase,
  });
  if (trace) {
    if (isLimited) {
      trace.push(
        note(
          'employer.suta.wage-base',
          `State unemployment wage base ${formatUsd(wageBase)} reached: ${formatUsd(taxableWages)} of this period's wages are taxable`,
          params.sutaWageBase.citation,
        ),
      );
    }
    trace.push(
      money(
        'employer.suta',
        `Employer state unemployment tax at the company rate ${formatPercent(sutaRate)}`,
        tax,
        `Company setting stateUnemploymentRate; ${params.sutaWageBase.citation}`,
      ),
    );
  }
  return tax;
}
