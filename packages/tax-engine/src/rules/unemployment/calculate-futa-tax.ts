import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../trace';
import type { PayrollWages } from '../fica/calculate-social-security-tax';
import { calculateCumulativeTax } from '../shared/calculate-cumulative-tax';

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
  const wageBase = params.futaWageBase.value;
  const { tax, taxableWages, isLimited } = calculateCumulativeTax({
    rate: netRate,
    ...wages,
    wageBase,
  });
  if (trace) {
    if (isLimited) {
      trace.push(
        note(
          'employer.futa.wage-base',
          `FUTA wage base ${formatUsd(wageBase)} reached: ${formatUsd(taxableWages)} of this period's wages are taxable`,
          params.futaWageBase.citation,
        ),
      );
    }
    trace.push(
      money(
        'employer.futa',
        `Employer FUTA: ${formatPercent(params.futaGrossRate.value)} less the ${formatPercent(params.futaMaximumCreditRate.value)} state credit = ${formatPercent(netRate)}`,
        tax,
        params.futaMaximumCreditRate.citation,
      ),
    );
  }
  return tax;
}
