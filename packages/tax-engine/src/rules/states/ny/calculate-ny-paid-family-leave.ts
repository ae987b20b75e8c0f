import { formatPercentExact, formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../../trace';
import type { PayrollWages } from '../../fica/calculate-social-security-tax';

/**
 * New York paid family leave employee contribution: 0.388% of the period's gross wages, rounded per
 * pay period (state-2025 section 2.5, NY DFS), until the year's contributions reach the annual
 * maximum. `withheldBefore` is what earlier paychecks withheld; when a caller does not know it, it
 * is estimated from year-to-date wages as if all were New York wages.
 */
export function calculateNyPaidFamilyLeave(
  params: TaxYearParameters['newYork'],
  wages: PayrollWages,
  withheldBefore: Cents | undefined,
  trace: TraceSink,
): Cents {
  const maximum = params.pflAnnualMaximum.value;
  const before = Math.min(
    maximum,
    withheldBefore ?? multiplyRate(wages.wagesBefore, params.pflRate.value),
  );
  const uncapped = multiplyRate(wages.wagesThisPeriod, params.pflRate.value);
  const contribution = Math.min(uncapped, maximum - before);
  if (trace) {
    if (contribution < uncapped) {
      trace.push(
        note(
          'state.ny.pfl.cap',
          before === maximum
            ? `PFL annual maximum ${formatUsd(maximum)} already reached this year: no contribution`
            : `PFL annual maximum ${formatUsd(maximum)} reached this period: contribution limited to ${formatUsd(contribution)} (${formatUsd(before)} withheld earlier)`,
          params.pflAnnualMaximum.citation,
        ),
      );
    }
    trace.push(
      money(
        'state.ny.pfl',
        `New York PFL withheld, ${formatPercentExact(params.pflRate.value)} of this period's wages, up to the annual maximum`,
        contribution,
        params.pflRate.citation,
      ),
    );
  }
  return contribution;
}
