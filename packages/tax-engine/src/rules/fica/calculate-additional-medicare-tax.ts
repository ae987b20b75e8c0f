import { formatPercentExact, formatUsd, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../trace';
import { calculateCumulativeTax, type TaxRounding } from '../shared/calculate-cumulative-tax';
import type { PayrollWages } from './calculate-social-security-tax';

/** Employee-only Additional Medicare withholding on the year's wages above the threshold. */
export function calculateAdditionalMedicareTax(
  params: TaxYearParameters['fica'],
  wages: PayrollWages,
  rounding: TaxRounding,
  trace: TraceSink,
): Cents {
  const threshold = params.additionalMedicareThreshold.value;
  const { tax, taxableWages } = calculateCumulativeTax({
    rate: params.additionalMedicareRate.value,
    wagesBefore: wages.wagesBefore,
    wagesThisPeriod: wages.wagesThisPeriod,
    threshold,
    rounding,
  });
  if (trace) {
    const after = wages.wagesBefore + wages.wagesThisPeriod;
    let label: string;
    if (after <= threshold)
      label = `Year-to-date wages ${formatUsd(after)} do not pass the ${formatUsd(threshold)} threshold: no Additional Medicare`;
    else if (wages.wagesBefore < threshold)
      label = `Year-to-date wages pass the ${formatUsd(threshold)} threshold this period: ${formatUsd(taxableWages)} of this period's wages are above it`;
    else
      label = `Year-to-date wages already above the ${formatUsd(threshold)} threshold: all ${formatUsd(taxableWages)} are subject`;
    trace.push(
      note(
        'fica.additional-medicare.threshold',
        label,
        params.additionalMedicareThreshold.citation,
      ),
      money(
        'fica.additional-medicare.employee',
        `Additional Medicare tax withheld, ${formatPercentExact(params.additionalMedicareRate.value)} of wages above the threshold (no employer share)`,
        tax,
        params.additionalMedicareRate.citation,
      ),
    );
  }
  return tax;
}
