import { formatPercentExact, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../../parameters/resolve-tax-year-parameters';
import { money, type TraceSink } from '../../../trace';
import type { PayrollWages } from '../../fica/calculate-social-security-tax';
import { calculateCumulativeTax } from '../../shared/calculate-cumulative-tax';

/** California State Disability Insurance (SDI, including PFL) withheld from all wages, no ceiling since 2024. */
export function calculateCaSdi(
  params: TaxYearParameters['california'],
  wages: PayrollWages,
  trace: TraceSink,
): Cents {
  const { tax } = calculateCumulativeTax({
    rate: params.sdiRate.value,
    ...wages,
    wageBase: params.sdiWageBase.value,
  });
  trace?.push(
    money(
      'state.ca.sdi',
      `California SDI withheld, ${formatPercentExact(params.sdiRate.value)} of all wages (no wage ceiling)`,
      tax,
      `${params.sdiRate.citation}; ${params.sdiWageBase.citation}`,
    ),
  );
  return tax;
}
