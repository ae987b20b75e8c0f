import type { Cents, RatePpm } from '@paylab/shared/money';

import { TaxEngineInputError } from '../errors';
import { resolvePayrollTaxRates, resolveTaxYearParameters, type CitedValue } from '../index';
import { describeCarriedForward, type JurisdictionCoverage } from '../parameters/tax-year-coverage';
import { resolveFormLayouts, type FormLayouts } from './form-layouts';

/**
 * The rates and limits the annual and quarterly forms multiply by, resolved for a tax year through
 * the engine's public parameters, so a form can never disagree with the paychecks behind it.
 */
export interface FormParameters {
  taxYear: number;
  /**
   * For every form: FICA and unemployment taxes when their values come from an earlier year, e.g.
   * "Social security, Medicare and unemployment taxes: 2026 values applied to tax year 2027".
   */
  warnings: readonly string[];
  /**
   * For Form 940 alone: the FUTA credit reduction list when it comes from an earlier year, e.g.
   * "FUTA credit reduction states (Form 940 Schedule A): 2025 values applied to tax year 2026".
   */
  form940Warnings: readonly string[];
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
  /** What the year's forms print: their boxes, lines and codes. */
  layouts: FormLayouts;
}

const cache = new Map<number, FormParameters>();

/** The four-digit years a form can be asked for: a sanity bound on the input, not a tax rule. */
const CALENDAR_YEARS = { first: 1900, last: 2200 } as const;

/** Parameters in force at the end of `taxYear` (annual caps run over the calendar year). */
export function resolveFormParameters(taxYear: number): FormParameters {
  const cached = cache.get(taxYear);
  if (cached) return cached;
  if (
    !Number.isInteger(taxYear) ||
    taxYear < CALENDAR_YEARS.first ||
    taxYear > CALENDAR_YEARS.last
  ) {
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
  const warnAbout = (jurisdiction: JurisdictionCoverage): string[] => {
    const warning = describeCarriedForward(jurisdiction, `tax year ${taxYear}`);
    return warning ? [warning] : [];
  };
  const cite = <T>(value: { value: T; citation: string }): CitedValue<T> => ({
    value: value.value,
    citation: value.citation,
  });
  const parameters: FormParameters = {
    taxYear,
    warnings: warnAbout(coverage.fica),
    form940Warnings: warnAbout(coverage.form940),
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
    layouts: resolveFormLayouts(taxYear),
  };
  cache.set(taxYear, parameters);
  return parameters;
}
