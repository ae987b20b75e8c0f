import { FILING_STATUS_LABELS, PAY_FREQUENCY_LABELS, toLabel } from '@paylab/shared/labels';

/** Spec section 5, in the spec's order; the words come from the one label map (issue 27, item 7). */
export const PAY_FREQUENCY_OPTIONS = (
  ['weekly', 'bi-weekly', 'monthly', 'semi-monthly'] as const
).map((value) => ({ value, label: PAY_FREQUENCY_LABELS[value] }));

export const FILING_STATUS_OPTIONS = (
  ['single', 'married-joint', 'married-separate', 'head-of-household'] as const
).map((value) => ({ value, label: FILING_STATUS_LABELS[value] }));

export function getPayFrequencyLabel(value: string): string {
  return toLabel(PAY_FREQUENCY_LABELS, value);
}

export function getFilingStatusLabel(value: string): string {
  return toLabel(FILING_STATUS_LABELS, value);
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
