import { formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../../trace';
import type { PayrollWages } from '../../fica/calculate-social-security-tax';

/**
 * New York paid family leave employee contribution: 0.388% of wages until the year's contributions
 * reach the annual maximum. Earlier contributions are recomputed from year-to-date wages, assuming
 * they were New York wages withheld by this rule.
 */
export function calculateNyPaidFamilyLeave(params: TaxYearParameters['newYork'], wages: PayrollWages, trace: TraceSink): Cents {
  const maximum = params.pflAnnualMaximum.value;
  const uncappedAfter = multiplyRate(wages.wagesBefore + wages.wagesThisPeriod, params.pflRate.value);
  const before = Math.min(maximum, multiplyRate(wages.wagesBefore, params.pflRate.value));
  const after = Math.min(maximum, uncappedAfter);
  const contribution = after - before;
  if (trace) {
    if (uncappedAfter > maximum) {
      trace.push(
        note(
          'state.ny.pfl.cap',
          before === maximum
            ? `PFL annual maximum ${formatUsd(maximum)} already reached this year: no contribution`
            : `PFL annual maximum ${formatUsd(maximum)} reached this period: contribution limited to ${formatUsd(contribution)}`,
          params.pflAnnualMaximum.citation,
        ),
      );
    }
    trace.push(money('state.ny.pfl', 'New York PFL withheld, 0.388% of the year\'s wages less earlier contributions, up to the annual maximum', contribution, params.pflRate.citation));
  }
  return contribution;
}
