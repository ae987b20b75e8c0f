import * as labels from '@paylab/shared/labels';
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

/** The one label map of pay frequencies (issue 27, item 7), read by any stored code. */
export const PAY_FREQUENCY_LABELS: Readonly<Record<string, string>> = labels.PAY_FREQUENCY_LABELS;

/** "Salaried, non-exempt": how the employee is paid, as the stub prints it (ADR 0032). */
export function formatPayType(employee: { payType: string; overtimeExempt: boolean }): string {
  const type = employee.payType === 'hourly' ? 'Hourly' : 'Salaried';
  return `${type}, ${employee.overtimeExempt ? 'exempt from overtime' : 'non-exempt'}`;
}
