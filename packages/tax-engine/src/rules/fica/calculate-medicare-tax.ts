import { formatPercentExact, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, type TraceSink } from '../../trace';
import type { TaxRounding } from '../shared/calculate-cumulative-tax';
import { calculateMatchedTax } from './calculate-matched-tax';
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
  const { employee, employer } = calculateMatchedTax(
    {
      employeeRate: params.medicareEmployeeRate.value,
      employerRate: params.medicareEmployerRate.value,
    },
    wages,
    rounding,
  );
  trace?.push(
    money(
      'fica.medicare.employee',
      `Medicare tax withheld, ${formatPercentExact(params.medicareEmployeeRate.value)} of all wages (no wage base)`,
      employee.tax,
      params.medicareEmployeeRate.citation,
    ),
  );
  return { employee: employee.tax, employer: employer.tax };
}
