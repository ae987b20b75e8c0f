import type { Cents, RatePpm } from '@paylab/shared/money';

import { TaxEngineInputError } from '../errors';
import { resolvePayrollTaxRates, resolveTaxYearParameters, type CitedValue } from '../index';
import { describeCarriedForward } from '../parameters/tax-year-coverage';

/**
 * The rates and limits the annual and quarterly forms multiply by, resolved for a tax year through
 * the engine's public parameters, so a form can never disagree with the paychecks behind it.
 */
export interface FormParameters {
  taxYear: number;
  /**
   * One for each jurisdiction the forms use (FICA and unemployment, the FUTA credit reduction)
   * whose values come from an earlier year, e.g. "FUTA credit reduction states (Form 940 Schedule
   * A): 2025 values applied to tax year 2026".
   */
  warnings: readonly string[];
  socialSecurityEmployeeRate: CitedValue<RatePpm>;
  socialSecurityEmployerRate: CitedValue<RatePpm>;
  socialSecurityWageBase: CitedValue<Cents>;
  medicareEmployeeRate: CitedValue<RatePpm>;
  medicareEmployerRate: CitedValue<RatePpm>;
  additionalMedicareRate: CitedValue<RatePpm>;
  additionalMedicareThreshold: CitedValue<Cents>;
  futaGrossRate: CitedValue<RatePpm>;
  futaMaximumCreditRate: CitedValue<RatePpm>;
  futaWageBase: CitedValue<Cents>;
  futaCreditReduction: CitedValue<Readonly<Record<string, RatePpm>>>;
}

const cache = new Map<number, FormParameters>();

/** Parameters in force at the end of `taxYear` (annual caps run over the calendar year). */
export function resolveFormParameters(taxYear: number): FormParameters {
  const cached = cache.get(taxYear);
  if (cached) return cached;
  if (!Number.isInteger(taxYear) || taxYear < 1900 || taxYear > 2200) {
    throw new TaxEngineInputError('taxYear', `Tax year ${String(taxYear)} is not a calendar year`);
  }
  const asOf = `${taxYear}-12-31`;
  let yearParameters: ReturnType<typeof resolveTaxYearParameters>;
  try {
    yearParameters = resolveTaxYearParameters(asOf);
  } catch (error) {
    if (error instanceof TaxEngineInputError)
      throw new TaxEngineInputError(
        'taxYear',
        `PayLab holds no tax rules for ${taxYear}: ${error.message}`,
      );
    throw error;
  }
  const { fica, unemployment, coverage } = yearParameters;
  const warnings = [coverage.fica, coverage.form940].flatMap(
    (jurisdiction) => describeCarriedForward(jurisdiction, `tax year ${taxYear}`) ?? [],
  );
  const cite = <T>(value: { value: T; citation: string }): CitedValue<T> => ({
    value: value.value,
    citation: value.citation,
  });
  const parameters: FormParameters = {
    taxYear,
    warnings,
    socialSecurityEmployeeRate: cite(fica.socialSecurityEmployeeRate),
    socialSecurityEmployerRate: cite(fica.socialSecurityEmployerRate),
    socialSecurityWageBase: cite(fica.socialSecurityWageBase),
    medicareEmployeeRate: cite(fica.medicareEmployeeRate),
    medicareEmployerRate: cite(fica.medicareEmployerRate),
    additionalMedicareRate: cite(fica.additionalMedicareRate),
    additionalMedicareThreshold: cite(fica.additionalMedicareThreshold),
    futaGrossRate: cite(unemployment.futaGrossRate),
    futaMaximumCreditRate: cite(unemployment.futaMaximumCreditRate),
    futaWageBase: cite(unemployment.futaWageBase),
    futaCreditReduction: resolvePayrollTaxRates(asOf).futaCreditReduction,
  };
  cache.set(taxYear, parameters);
  return parameters;
}
