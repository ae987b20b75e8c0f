import type { PayrollRecord } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

/** A payroll_records row joined with its employee's name fields (snake_case, from raw SQL). */
export interface PayrollRecordRow {
  id: string;
  employee_id: string;
  pay_run_id: string | null;
  pay_period_start: string;
  pay_period_end: string;
  pay_date: string;
  rule_set: string;
  state: string;
  hours_worked: string;
  overtime_hours: string;
  regular_rate: string;
  overtime_rate: string;
  gross_pay: string;
  overtime_pay: string;
  supplemental_pay: string;
  federal_income_tax: string;
  social_security_tax: string;
  medicare_tax: string;
  additional_medicare_tax: string;
  state_income_tax: string;
  state_disability_tax: string;
  state_paid_family_leave: string;
  additional_withholding: string;
  total_deductions: string;
  net_pay: string;
  employer_social_security_tax: string;
  employer_medicare_tax: string;
  futa_tax: string;
  suta_tax: string;
  created_at: string;
  employee_code: string;
  first_name: string;
  last_name: string;
  department: string;
}

/** The columns toPayrollRecord needs, for `select ${PAYROLL_RECORD_COLUMNS} from payroll_records r join employees e ...`. */
export const PAYROLL_RECORD_COLUMNS = `r.id, r.employee_id, r.pay_run_id, r.pay_period_start, r.pay_period_end, r.pay_date, r.rule_set, r.state,
  r.hours_worked, r.overtime_hours, r.regular_rate, r.overtime_rate, r.gross_pay, r.overtime_pay, r.supplemental_pay, r.federal_income_tax,
  r.social_security_tax, r.medicare_tax, r.additional_medicare_tax, r.state_income_tax, r.state_disability_tax,
  r.state_paid_family_leave, r.additional_withholding, r.total_deductions, r.net_pay, r.employer_social_security_tax,
  r.employer_medicare_tax, r.futa_tax, r.suta_tax, r.created_at,
  e.employee_id as employee_code, e.first_name, e.last_name, e.department`;

/** NUMERIC text from the database is already "1234.50"; normalising guards against other scales. */
function money(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export function toPayrollRecord(row: PayrollRecordRow): PayrollRecord {
  return {
    id: row.id,
    employeeId: row.employee_id,
    payRunId: row.pay_run_id,
    payPeriodStart: row.pay_period_start,
    payPeriodEnd: row.pay_period_end,
    payDate: row.pay_date,
    ruleSet: row.rule_set as PayrollRecord['ruleSet'],
    state: row.state,
    hoursWorked: Number(row.hours_worked),
    overtimeHours: Number(row.overtime_hours),
    regularRate: row.regular_rate,
    overtimeRate: row.overtime_rate,
    overtimePay: money(row.overtime_pay),
    grossPay: money(row.gross_pay),
    supplementalPay: money(row.supplemental_pay),
    federalIncomeTax: money(row.federal_income_tax),
    socialSecurityTax: money(row.social_security_tax),
    medicareTax: money(row.medicare_tax),
    additionalMedicareTax: money(row.additional_medicare_tax),
    stateIncomeTax: money(row.state_income_tax),
    stateDisabilityTax: money(row.state_disability_tax),
    statePaidFamilyLeave: money(row.state_paid_family_leave),
    additionalWithholding: money(row.additional_withholding),
    totalDeductions: money(row.total_deductions),
    netPay: money(row.net_pay),
    employer: {
      socialSecurityTax: money(row.employer_social_security_tax),
      medicareTax: money(row.employer_medicare_tax),
      futaTax: money(row.futa_tax),
      sutaTax: money(row.suta_tax),
    },
    createdAt: toIsoTimestamp(row.created_at),
    employee: { employeeId: row.employee_code, firstName: row.first_name, lastName: row.last_name, department: row.department },
  };
}
