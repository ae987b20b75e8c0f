import { divideRounded, formatPercent, formatUsd, parseMoney } from '@paylab/shared/money';

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

/**
 * api-conventions hourly-rate rule: salary / (periods x standard hours), shown with 4 decimals
 * ("$45.6731") exactly as the server computes it.
 */
export function formatRegularRate(annualSalary: string, payFrequency: string): string {
  const periods = PERIODS_PER_YEAR[payFrequency] ?? 26;
  const tenThousandths = divideRounded(
    parseMoney(annualSalary) * 100,
    periods * getDefaultHours(payFrequency),
  );
  return formatRateText(
    `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`,
  );
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
