import type { TaxYearChoice } from '../hooks/use-tax-year';
import { SelectField } from './select-field';

export interface TaxYearSelectProps extends TaxYearChoice {
  /** The field's label; screens say "Tax year" (the browser tests find it by that name). */
  label?: string;
  fieldClassName?: string;
}

/**
 * The one tax-year select of every screen that shows a year (issue 30, item 2): Tax Forms, Reports,
 * the Compliance Center and the dashboard's brackets. Takes what useTaxYearChoice answers.
 */
export function TaxYearSelect({
  year,
  years,
  onYearChange,
  label = 'Tax year',
  fieldClassName = 'w-32',
}: TaxYearSelectProps) {
  return (
    <SelectField
      label={label}
      fieldClassName={fieldClassName}
      value={year}
      onChange={(event) => onYearChange(Number(event.target.value))}
      options={years.map((option) => ({ value: option, label: String(option) }))}
    />
  );
}
