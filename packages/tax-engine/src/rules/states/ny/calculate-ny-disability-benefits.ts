import { formatPercentExact, formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../../trace';
import type { PayFrequency } from '../../../types';

/** New York disability benefits (DBL) employee contribution: 0.5% of the period's wages, capped per payroll period. */
export function calculateNyDisabilityBenefits(
  params: TaxYearParameters['newYork'],
  payFrequency: PayFrequency,
  wagesThisPeriod: Cents,
  trace: TraceSink,
): Cents {
  const uncapped = multiplyRate(wagesThisPeriod, params.dblRate.value);
  const maximum = params.dblMaximumPerPeriod.value[payFrequency];
  const contribution = Math.min(uncapped, maximum);
  if (trace) {
    if (uncapped > maximum) {
      trace.push(
        note(
          'state.ny.dbl.cap',
          `DBL cap binds: ${formatPercentExact(params.dblRate.value)} of wages is ${formatUsd(uncapped)}, the ${payFrequency} maximum is ${formatUsd(maximum)}`,
          params.dblMaximumPerPeriod.citation,
        ),
      );
    }
    trace.push(
      money(
        'state.ny.dbl',
        `New York DBL withheld, ${formatPercentExact(params.dblRate.value)} of wages up to the per-period maximum`,
        contribution,
        params.dblRate.citation,
      ),
    );
  }
  return contribution;
}
