import {
  PAY_TYPE_LABELS,
  STANDARD_HOURS_PER_YEAR,
  type PayType,
  type RULE_SET_IDS,
} from '@paylab/shared/constants';
import { divideRounded, formatUsd, parseMoney } from '@paylab/shared/money';

/** What the screens need of an employee to say how they are paid. */
export interface EmployeePay {
  payType: PayType;
  annualSalary: string | null;
  hourlyRate: string | null;
  overtimeExempt: boolean;
  payFrequency: string;
}

const PERIODS_PER_YEAR: Record<string, number> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

/** "25.5000" → "$25.50", "18.1250" → "$18.125": an hourly rate with every digit it has, at least 2 decimals. */
export function formatHourlyRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const digits = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `$${Number(whole).toLocaleString('en-US')}.${digits}`;
}

/** "$95,000.00/yr" or "$25.50/hr": the amount the employee is paid by (ADR 0032). */
export function formatPayAmount(
  employee: Pick<EmployeePay, 'payType' | 'annualSalary' | 'hourlyRate'>,
): string {
  if (employee.payType === 'hourly')
    return employee.hourlyRate === null ? '' : `${formatHourlyRate(employee.hourlyRate)}/hr`;
  return employee.annualSalary === null ? '' : `${formatUsd(parseMoney(employee.annualSalary))}/yr`;
}

/** "Salaried, non-exempt" or "Hourly, exempt". */
export function formatPayType(employee: Pick<EmployeePay, 'payType' | 'overtimeExempt'>): string {
  return `${PAY_TYPE_LABELS[employee.payType]}, ${employee.overtimeExempt ? 'exempt' : 'non-exempt'}`;
}

/**
 * The regular hourly rate the server pays by, "$45.6731": the hourly rate; for a salary under
 * official-2025, salary / 2,080 (29 CFR 778.113); under spec-simplified-2025 the spec's salary /
 * (periods x default hours), 80 for bi-weekly and 40 otherwise (spec sections 5 and 9).
 */
export function formatRegularRate(
  employee: EmployeePay,
  ruleSet: (typeof RULE_SET_IDS)[number] | undefined,
): string {
  if (employee.payType === 'hourly') return formatHourlyRate(employee.hourlyRate ?? '0');
  const periods = PERIODS_PER_YEAR[employee.payFrequency] ?? 26;
  const hoursPerYear =
    ruleSet === 'spec-simplified-2025'
      ? periods * (employee.payFrequency === 'bi-weekly' ? 80 : 40)
      : STANDARD_HOURS_PER_YEAR;
  const tenThousandths = divideRounded(
    parseMoney(employee.annualSalary ?? '0') * 100,
    hoursPerYear,
  );
  const whole = Math.floor(tenThousandths / 10_000);
  return `$${whole.toLocaleString('en-US')}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}
