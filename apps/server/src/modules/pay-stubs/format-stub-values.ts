import * as labels from '@paylab/shared/labels';
import { formatDate, formatUsd, parseMoney, type PayStub } from '@paylab/shared';

type StubLine = PayStub['deductions'][number];

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
const PAY_FREQUENCY_LABELS: Readonly<Record<string, string>> = labels.PAY_FREQUENCY_LABELS;

/** "Salaried, non-exempt": how the employee is paid, as the stub prints it (ADR 0032). */
export function formatPayType(employee: { payType: string; overtimeExempt: boolean }): string {
  const type = employee.payType === 'hourly' ? 'Hourly' : 'Salaried';
  return `${type}, ${employee.overtimeExempt ? 'exempt from overtime' : 'non-exempt'}`;
}

/** The pay period's facts, printed beside the company at the top of both files: label, value. */
export function listPeriodFacts({ record, employee }: PayStub): [label: string, value: string][] {
  return [
    ['Pay period', `${formatDate(record.payPeriodStart)} - ${formatDate(record.payPeriodEnd)}`],
    ['Pay date', formatDate(record.payDate)],
    ['Pay frequency', PAY_FREQUENCY_LABELS[employee.payFrequency] ?? employee.payFrequency],
    ['Pay type', formatPayType(employee)],
  ];
}

/** An earnings row's cells: what it is, hours, rate, this stub's amount, the year's. */
export function toEarningsCells(
  line: StubLine & { hours?: number | null; rate?: string | null },
): string[] {
  return [
    line.label,
    formatHours(line.hours ?? null),
    formatRate(line.rate ?? null),
    formatStubMoney(line.current),
    formatStubMoney(line.yearToDate),
  ];
}

/** A tax, deduction or contribution row's cells: what it is, this stub's amount, the year's. */
export function toAmountCells(line: StubLine): string[] {
  return [line.label, formatStubMoney(line.current), formatStubMoney(line.yearToDate)];
}
