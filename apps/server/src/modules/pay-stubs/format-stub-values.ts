import { formatUsd, parseMoney } from '@paylab/shared';

/** "1234.5" → "$1,234.50". */
export function formatStubMoney(amount: string): string {
  return formatUsd(parseMoney(amount));
}

/** Hours as worked: 80 → "80.00". */
export function formatHours(hours: number | null): string {
  return hours === null ? '' : hours.toFixed(2);
}

/**
 * "45.6731" → "$45.6731/hr": hourly rates keep their 4 decimals (payroll practice), and say they are
 * per hour so that "$1,000.0000" is never read as an amount paid, which always has 2.
 */
export function formatRate(rate: string | null): string {
  if (rate === null) return '';
  const [whole = '0', fraction = ''] = rate.split('.');
  return `$${Number(whole).toLocaleString('en-US')}.${fraction.padEnd(4, '0')}/hr`;
}

export const PAY_FREQUENCY_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  'semi-monthly': 'Semi-monthly',
  monthly: 'Monthly',
};

/** "Salaried, non-exempt": how the employee is paid, as the stub prints it (ADR 0032). */
export function formatPayType(employee: { payType: string; overtimeExempt: boolean }): string {
  const type = employee.payType === 'hourly' ? 'Hourly' : 'Salaried';
  return `${type}, ${employee.overtimeExempt ? 'exempt from overtime' : 'non-exempt'}`;
}
