import { formatPercent, formatUsd } from '@paylab/shared/money';

/** Spec section 9: pay periods per year. */
export const PERIODS_PER_YEAR: Record<string, number> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

export const PAY_FREQUENCY_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  'semi-monthly': 'Semi-monthly',
  monthly: 'Monthly',
};

export const FILING_STATUS_LABELS: Record<string, string> = {
  single: 'Single',
  'married-joint': 'Married Filing Jointly',
  'married-separate': 'Married Filing Separately',
  'head-of-household': 'Head of Household',
};

export const RULE_SET_LABELS: Record<string, string> = {
  'official-2025': 'Official 2025 (IRS Pub 15-T, EDD, NYS)',
  'spec-simplified-2025': 'Simplified 2025 (specification model)',
};

/** Spec section 5: default hours are 80 for bi-weekly, otherwise 40. */
export function getDefaultHours(payFrequency: string): number {
  return payFrequency === 'bi-weekly' ? 80 : 40;
}

/** "45.6731" → "$45.6731". */
export function formatRateText(rate: string): string {
  const [whole = '0', fraction = '0000'] = rate.split('.');
  return `$${Number(whole).toLocaleString('en-US')}.${fraction}`;
}

/** A trace step's amount in its unit: cents as dollars, ppm as a percentage, counts as numbers. */
export function formatTraceAmount(amount: number, unit: string): string {
  if (unit === 'cents') return formatUsd(amount);
  if (unit === 'ppm') return formatPercent(amount);
  if (unit === 'count') return amount.toLocaleString('en-US');
  return '';
}
