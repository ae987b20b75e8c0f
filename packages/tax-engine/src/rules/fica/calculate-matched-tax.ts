import type { Cents, RatePpm } from '@paylab/shared/money';

import {
  calculateCumulativeTax,
  type CumulativeTax,
  type TaxRounding,
} from '../shared/calculate-cumulative-tax';
import type { PayrollWages } from './calculate-social-security-tax';

/** A FICA tax's two rates and, for social security, its yearly wage base. */
export interface MatchedTaxTerms {
  readonly employeeRate: RatePpm;
  readonly employerRate: RatePpm;
  /** Absent: no wage base (Medicare). */
  readonly wageBase?: Cents;
}

export interface MatchedTax {
  readonly employee: CumulativeTax;
  readonly employer: CumulativeTax;
}

/** The employee's tax and the employer's match on the same wages, each at its own rate. */
export function calculateMatchedTax(
  terms: MatchedTaxTerms,
  wages: PayrollWages,
  rounding: TaxRounding,
): MatchedTax {
  const { employeeRate, employerRate, wageBase } = terms;
  const { wagesBefore, wagesThisPeriod } = wages;
  const employee = calculateCumulativeTax({
    rate: employeeRate,
    wagesBefore,
    wagesThisPeriod,
    wageBase,
    rounding,
  });
  // The same rate on the same wages is the same tax: the match is computed again only if it differs.
  const employer =
    employerRate === employeeRate
      ? employee
      : calculateCumulativeTax({
          rate: employerRate,
          wagesBefore,
          wagesThisPeriod,
          wageBase,
          rounding,
        });
  return { employee, employer };
}
