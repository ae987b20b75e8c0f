import { formatPercentExact, formatUsd, type Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../trace';
import type { TaxRounding } from '../shared/calculate-cumulative-tax';
import { calculateMatchedTax } from './calculate-matched-tax';

export interface PayrollWages {
  /** All wages this period: regular plus supplemental. */
  wagesThisPeriod: Cents;
  /** All wages paid earlier this calendar year. */
  wagesBefore: Cents;
}

export interface SocialSecurityTax {
  employee: Cents;
  employer: Cents;
  taxableWages: Cents;
}

/** Employee and employer social security tax on wages up to the yearly wage base. */
export function calculateSocialSecurityTax(
  params: TaxYearParameters['fica'],
  wages: PayrollWages,
  rounding: TaxRounding,
  trace: TraceSink,
): SocialSecurityTax {
  const wageBase = params.socialSecurityWageBase.value;
  const { employee, employer } = calculateMatchedTax(
    {
      employeeRate: params.socialSecurityEmployeeRate.value,
      employerRate: params.socialSecurityEmployerRate.value,
      wageBase,
    },
    wages,
    rounding,
  );
  if (trace) {
    if (employee.isLimited) {
      trace.push(
        note(
          'fica.social-security.wage-base',
          employee.taxableWages === 0
            ? `Social security wage base ${formatUsd(wageBase)} already reached this year: no social security tax`
            : `Social security wage base ${formatUsd(wageBase)} reached this period: only ${formatUsd(employee.taxableWages)} of ${formatUsd(wages.wagesThisPeriod)} is taxable`,
          params.socialSecurityWageBase.citation,
        ),
      );
    }
    trace.push(
      money(
        'fica.social-security.taxable-wages',
        'Social security wages this period',
        employee.taxableWages,
        params.socialSecurityWageBase.citation,
      ),
      money(
        'fica.social-security.employee',
        `Social security tax withheld, ${formatPercentExact(params.socialSecurityEmployeeRate.value)} of ${rounding === 'each-paycheck' ? "this period's taxable wages" : "the year's taxable wages less the tax on earlier wages"}`,
        employee.tax,
        params.socialSecurityEmployeeRate.citation,
      ),
    );
  }
  return { employee: employee.tax, employer: employer.tax, taxableWages: employee.taxableWages };
}
