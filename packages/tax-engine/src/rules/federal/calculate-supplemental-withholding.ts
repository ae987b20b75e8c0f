import {
  divideRounded,
  formatPercent,
  formatUsd,
  PPM,
  type Cents,
  type RatePpm,
} from '@paylab/shared/money';

import { money, note, type TraceSink } from '../../trace';

export interface SupplementalRates {
  flatRate: RatePpm;
  mandatoryRate: RatePpm;
  mandatoryThreshold: Cents;
  citation: string;
}

export interface SupplementalWithholdingInput {
  supplementalWages: Cents;
  /** Supplemental wages already paid this calendar year. */
  supplementalWagesBefore: Cents;
}

/**
 * Flat withholding on supplemental wages paid separately: the flat rate up to the yearly
 * threshold of supplemental wages and the mandatory rate on the part above it, one rounding for
 * the payment.
 */
export function calculateSupplementalWithholding(
  rates: SupplementalRates,
  input: SupplementalWithholdingInput,
  trace: TraceSink,
  stepPrefix = 'federal.supplemental',
): Cents {
  const { supplementalWages, supplementalWagesBefore } = input;
  if (supplementalWages === 0) return 0;
  const after = supplementalWagesBefore + supplementalWages;
  const aboveAfter = Math.max(0, after - rates.mandatoryThreshold);
  const aboveBefore = Math.max(0, supplementalWagesBefore - rates.mandatoryThreshold);
  const mandatoryPart = aboveAfter - aboveBefore;
  const flatPart = supplementalWages - mandatoryPart;
  const tax = divideRounded(flatPart * rates.flatRate + mandatoryPart * rates.mandatoryRate, PPM);
  if (trace) {
    trace.push(
      money(
        `${stepPrefix}.wages`,
        'Supplemental wages paid separately from regular wages',
        supplementalWages,
        rates.citation,
      ),
    );
    if (mandatoryPart > 0) {
      trace.push(
        note(
          `${stepPrefix}.threshold`,
          `Supplemental wages this year pass ${formatUsd(rates.mandatoryThreshold)}: ${formatUsd(mandatoryPart)} of this payment is withheld at ${formatPercent(rates.mandatoryRate)}`,
          rates.citation,
        ),
      );
    }
    trace.push(
      money(
        `${stepPrefix}.tax`,
        `Supplemental withholding: ${formatPercent(rates.flatRate)} of ${formatUsd(flatPart)}${mandatoryPart > 0 ? ` plus ${formatPercent(rates.mandatoryRate)} of ${formatUsd(mandatoryPart)}` : ''}`,
        tax,
        rates.citation,
      ),
    );
  }
  return tax;
}
