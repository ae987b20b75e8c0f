import { formatUsd, type Cents, type RatePpm } from '@paylab/shared/money';

import type { DatedValue } from '../../parameters/parameter';
import { note, type TraceSink } from '../../trace';
import type { PayrollWages } from '../fica/calculate-social-security-tax';
import { calculateCumulativeTax } from '../shared/calculate-cumulative-tax';

export interface WageBaseTaxInput {
  rate: RatePpm;
  /** The yearly wage base above which nothing more is taxed, with its citation. */
  wageBase: DatedValue<Cents>;
  wages: PayrollWages;
  /** The tax's name in the trace, e.g. "FUTA". */
  name: string;
  /** The trace step of the tax; its wage-base note is `${step}.wage-base`. */
  step: string;
}

/**
 * An employer unemployment tax (FUTA or SUTA): `rate` on the first wage-base dollars of the year,
 * noting in the trace when the wage base cuts this period's taxable wages.
 */
export function calculateWageBaseTax(input: WageBaseTaxInput, trace: TraceSink): Cents {
  const { rate, wageBase, wages, name, step } = input;
  const { tax, taxableWages, isLimited } = calculateCumulativeTax({
    rate,
    wagesBefore: wages.wagesBefore,
    wagesThisPeriod: wages.wagesThisPeriod,
    wageBase: wageBase.value,
  });
  if (trace && isLimited) {
    trace.push(
      note(
        `${step}.wage-base`,
        `${name} wage base ${formatUsd(wageBase.value)} reached: ${formatUsd(taxableWages)} of this period's wages are taxable`,
        wageBase.citation,
      ),
    );
  }
  return tax;
}
