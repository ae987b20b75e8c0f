/** Spec section 5, in the spec's order. */
export const PAY_FREQUENCY_OPTIONS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'bi-weekly', label: 'Bi-weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'semi-monthly', label: 'Semi-monthly' },
] as const;

export const FILING_STATUS_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'married-joint', label: 'Married Filing Jointly' },
  { value: 'married-separate', label: 'Married Filing Separately' },
  { value: 'head-of-household', label: 'Head of Household' },
] as const;

export function getPayFrequencyLabel(value: string): string {
  return PAY_FREQUENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function getFilingStatusLabel(value: string): string {
  return FILING_STATUS_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** Issue 27, item 1 (ADR 0032). */
export const PAY_TYPE_OPTIONS = [
  { value: 'salaried', label: 'Salaried' },
  { value: 'hourly', label: 'Hourly' },
] as const;

/** The overtimeExempt flag as a select's values. */
export const OVERTIME_OPTIONS = [
  { value: 'false', label: 'Non-exempt: paid overtime' },
  { value: 'true', label: 'Exempt: no overtime' },
] as const;
