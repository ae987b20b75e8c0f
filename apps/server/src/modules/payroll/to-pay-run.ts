import type { PayRun } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

export interface PayRunRowData {
  id: string;
  idempotency_key: string;
  pay_frequency: string;
  pay_period_start: string;
  pay_period_end: string;
  pay_date: string;
  rule_set: string;
  request_hash: string;
  employee_count: number | string;
  total_gross_pay: string;
  total_net_pay: string;
  created_by_name: string | null;
  created_at: string;
}

export const PAY_RUN_COLUMNS = `p.id, p.idempotency_key, p.pay_frequency, p.pay_period_start, p.pay_period_end, p.pay_date, p.rule_set,
  p.request_hash, p.employee_count, p.total_gross_pay, p.total_net_pay, u.username as created_by_name, p.created_at`;

export function toPayRun(row: PayRunRowData): PayRun {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    payFrequency: row.pay_frequency as PayRun['payFrequency'],
    payPeriodStart: row.pay_period_start,
    payPeriodEnd: row.pay_period_end,
    payDate: row.pay_date,
    ruleSet: row.rule_set as PayRun['ruleSet'],
    employeeCount: Number(row.employee_count),
    totalGrossPay: row.total_gross_pay,
    totalNetPay: row.total_net_pay,
    createdBy: row.created_by_name,
    createdAt: toIsoTimestamp(row.created_at),
  };
}
