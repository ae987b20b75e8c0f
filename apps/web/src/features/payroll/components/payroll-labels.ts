import { formatPercent, formatUsd } from '@paylab/shared/money';

/** Spec section 9: pay periods per year. */
export const PERIODS_PER_YEAR: Record<string, number> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

import * as labels from '@paylab/shared/labels';

// One label map per code set, shared with the server's stubs and PDFs (issue 27, item 7); read
// here by any code the payroll screens hold.
export const PAY_FREQUENCY_LABELS: Readonly<Record<string, string>> = labels.PAY_FREQUENCY_LABELS;
export const FILING_STATUS_LABELS: Readonly<Record<string, string>> = labels.FILING_STATUS_LABELS;
export const RULE_SET_LABELS: Readonly<Record<string, string>> = labels.RULE_SET_LABELS;

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
