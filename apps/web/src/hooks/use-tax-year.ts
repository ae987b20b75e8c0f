import { useState } from 'react';
import {
  listRateTaxYears,
  listRecordTaxYears,
  moveToYear,
  toModelledTaxYear,
} from '@paylab/shared/payroll-calendar';
import { useWorkingToday } from './use-working-today';

/**
 * What a screen's tax year chooses: `records`, the paychecks and forms of a year (Tax Forms,
 * Reports), which a year after the last modelled one can hold; `rates`, the values of a year
 * (Compliance Center, brackets, rate box), which exist for the modelled years only.
 */
export type TaxYearScope = 'records' | 'rates';

/** The years a screen of `scope` offers in the company's `currentYear`, newest first. */
export function listTaxYearOptions(scope: TaxYearScope, currentYear: number): number[] {
  return scope === 'records' ? listRecordTaxYears(currentYear) : listRateTaxYears();
}

/**
 * The year a screen of `scope` opens on in the company's `currentYear`: that year, or for rates
 * past the last modelled year, the latest values, which are the ones its paychecks apply.
 */
export function getDefaultTaxYear(scope: TaxYearScope, currentYear: number): number {
  return listTaxYearOptions(scope, currentYear).includes(currentYear)
    ? currentYear
    : toModelledTaxYear(currentYear);
}

/** The company's current tax year (its payroll calendar's today) as a screen of `scope` opens on it. */
export function useDefaultTaxYear(scope: TaxYearScope): number {
  return getDefaultTaxYear(scope, Number(useWorkingToday().slice(0, 4)));
}

/** The date a screen reads a year's values on: the company's today, in that year. */
export function useTaxYearDate(year: number): string {
  return moveToYear(useWorkingToday(), year);
}

export interface TaxYearChoice {
  year: number;
  years: number[];
  onYearChange(year: number): void;
}

/**
 * A screen's tax year: `initial` when it is one of the options (a link's ?year=), else the
 * company's current year, until the user picks one. The default follows the payroll calendar while
 * nothing is picked, so the company settings arriving after the first render still set it.
 */
export function useTaxYearChoice(scope: TaxYearScope, initial?: number | null): TaxYearChoice {
  const currentYear = Number(useWorkingToday().slice(0, 4));
  const years = listTaxYearOptions(scope, currentYear);
  const [picked, setPicked] = useState<number | null>(null);
  const fallback =
    initial !== undefined && initial !== null && years.includes(initial)
      ? initial
      : getDefaultTaxYear(scope, currentYear);
  const year = picked !== null && years.includes(picked) ? picked : fallback;
  return { year, years, onYearChange: setPicked };
}
