import { formatPercentExact, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, type TraceSink } from '../../trace';
import { calculateCumulativeTax, type TaxRounding } from '../shared/calculate-cumulative-tax';
import type { PayrollWages } from './calculate-social-security-tax';

export interface MedicareTax {
  employee: Cents;
  employer: Cents;
}

/** Employee and employer Medicare tax on all wages (no wage base). */
export function calculateMedicareTax(
  params: TaxYearParameters['fica'],
  wages: PayrollWages,
  rounding: TaxRounding,
  trace: TraceSink,
): MedicareTax {
  const employee = calculateCumulativeTax({
    rate: params.medicareEmployeeRate.value,
    wagesBefore: wages.wagesBefore,
    wagesThisPeriod: wages.wagesThisPeriod,
    rounding,
  }).tax;
  const employerRate = params.medicareEmployerRate.value;
  // The same rate on the same wages is the same tax: the match is computed again only if it differs.
  const employer =
    employerRate === params.medicareEmployeeRate.value
      ? employee
      : calculateCumulativeTax({
          rate: employerRate,
          wagesBefore: wages.wagesBefore,
          wagesThisPeriod: wages.wagesThisPeriod,
          rounding,
        }).tax;
  trace?.push(
    money(
      'fica.medicare.employee',
      `Medicare tax withheld, ${formatPercentExact(params.medicareEmployeeRate.value)} of all wages (no wage base)`,
      employee,
      params.medicareEmployeeRate.citation,
    ),
  );
  return { employee, employer };
}
