import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';
import { formatMoney, type Cents } from '@paylab/shared';
import type { PaycheckResult } from '@paylab/tax-engine';
import { createTimeOrderedIds } from '../../lib/time-ordered-ids';
import type { PricedDeductionLine } from './apply-benefit-elections';
import { formatFourDecimals, type Earnings } from './calculate-earnings';

export interface PricedRecord {
  employeeId: string;
  state: string;
  /** Carries the hours as paid (regular and overtime), which the record stores. */
  earnings: Earnings;
  supplementalPay: Cents;
  result: PaycheckResult;
  /** A line per benefit election in force (apply-benefit-elections.ts). */
  deductionLines: readonly PricedDeductionLine[];
}

export interface InsertPayrollRecordsOptions {
  payRunId: string | null;
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
  ruleSet: string;
  records: readonly PricedRecord[];
}

/** A PostgreSQL array literal of values that need no quoting (uuids, codes, numbers, decimal text). */
function toArrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Inserts priced paychecks set-based in one statement, an INSERT ... SELECT FROM unnest(...) whose
 * columns travel as one array parameter each (about 50 parameters whatever its size, far under
 * PostgreSQL's 65,535), with the records' state and deduction lines inserted by the same
 * statement; a pay run hands its records over a chunk at a time (build-pay-run.ts). Returns the
 * new ids in the records' order.
 */
export async function insertPayrollRecords(
  tx: DatabaseOrTransaction,
  options: InsertPayrollRecordsOptions,
): Promise<string[]> {
  const { ids, statement } = toPayrollRecordsInsert(options);
  await tx.execute(statement);
  return ids;
}

/**
 * insertPayrollRecords' statement and the ids it gives the records, built without the database:
 * the costly part of inserting a chunk, which a pay run does while the database writes the chunk
 * before it. The ids are made here, time-ordered (createTimeOrderedIds), so the lines name their
 * record directly and every index led by a record id grows at its end.
 */
export function toPayrollRecordsInsert(options: InsertPayrollRecordsOptions): {
  ids: string[];
  statement: SQL;
} {
  const { records } = options;
  const ids = createTimeOrderedIds(records.length);
  const column = (pick: (record: PricedRecord) => string) => toArrayLiteral(records.map(pick));
  const cents = (pick: (record: PricedRecord) => Cents) =>
    column((record) => formatMoney(pick(record)));
  // Lines name their record and plan by position (from 1) in the chunk's ids and plans: a line's
  // two uuids as text were most of the statement's bytes, which PostgreSQL parses one by one.
  const stateLines = records.flatMap((record, index) =>
    record.result.stateLines.map((line) => ({ record: index + 1, line })),
  );
  const stateLineColumn = (pick: (entry: (typeof stateLines)[number]) => string | number) =>
    toArrayLiteral(stateLines.map(pick));
  const planIds: string[] = [];
  const planPositions = new Map<string, number>();
  const deductionLines = records.flatMap((record, index) =>
    record.deductionLines.map((line) => {
      let plan = planPositions.get(line.planId);
      if (plan === undefined) {
        plan = planIds.push(line.planId);
        planPositions.set(line.planId, plan);
      }
      return { record: index + 1, plan, line };
    }),
  );
  const deductionColumn = (pick: (entry: (typeof deductionLines)[number]) => string | number) =>
    toArrayLiteral(deductionLines.map(pick));
  const statement = sql`
    with record_ids as (select ${toArrayLiteral(ids)}::uuid[] as ids),
    state_lines as (
      insert into payroll_record_state_lines (payroll_record_id, program_id, kind, amount)
      select (select ids from record_ids)[l.record], l.program_id, l.kind, l.amount
      from unnest(
        ${stateLineColumn((entry) => entry.record)}::int4[],
        ${stateLineColumn((entry) => entry.line.programId)}::text[],
        ${stateLineColumn((entry) => entry.line.kind)}::text[],
        ${stateLineColumn((entry) => formatMoney(entry.line.amount))}::numeric[]
      ) as l(record, program_id, kind, amount)),
    deduction_lines as (
      insert into payroll_record_deduction_lines (payroll_record_id, plan_id, deduction_type, is_pre_tax, employee_amount, employer_amount)
      select (select ids from record_ids)[l.record], (${toArrayLiteral(planIds)}::uuid[])[l.plan], l.deduction_type, l.is_pre_tax,
        l.employee_amount, l.employer_amount
      from unnest(
        ${deductionColumn((entry) => entry.record)}::int4[],
        ${deductionColumn((entry) => entry.plan)}::int4[],
        ${deductionColumn((entry) => entry.line.type)}::text[],
        ${deductionColumn((entry) => String(entry.line.isPreTax))}::boolean[],
        ${deductionColumn((entry) => formatMoney(entry.line.employeeAmount))}::numeric[],
        ${deductionColumn((entry) => formatMoney(entry.line.employerAmount))}::numeric[]
      ) as l(record, plan, deduction_type, is_pre_tax, employee_amount, employer_amount))
    insert into payroll_records (
      id, employee_id, pay_run_id, pay_period_start, pay_period_end, pay_date, rule_set, state, pay_basis, hours_worked, overtime_hours,
      regular_rate, overtime_rate, gross_pay, overtime_pay, supplemental_pay, federal_income_tax, social_security_tax, medicare_tax,
      additional_medicare_tax, state_income_tax, state_disability_tax, state_paid_family_leave, additional_withholding,
      total_deductions, net_pay, employer_social_security_tax, employer_medicare_tax, futa_tax, suta_tax,
      federal_income_tax_wages, social_security_wages, medicare_wages, futa_wages, state_wages)
    select t.id, t.employee_id, ${options.payRunId}::uuid, ${options.payPeriodStart}::date, ${options.payPeriodEnd}::date,
      ${options.payDate}::date, ${options.ruleSet}, t.state, t.pay_basis, t.hours_worked, t.overtime_hours, t.regular_rate, t.overtime_rate, t.gross_pay,
      t.overtime_pay, t.supplemental_pay, t.federal_income_tax, t.social_security_tax, t.medicare_tax, t.additional_medicare_tax,
      t.state_income_tax, t.state_disability_tax, t.state_paid_family_leave, t.additional_withholding, t.total_deductions,
      t.net_pay, t.employer_social_security_tax, t.employer_medicare_tax, t.futa_tax, t.suta_tax,
      t.federal_income_tax_wages, t.social_security_wages, t.medicare_wages, t.futa_wages, t.state_wages
    from unnest(
      (select ids from record_ids),
      ${column((record) => record.employeeId)}::uuid[],
      ${column((record) => record.state)}::varchar[],
      ${column((record) => record.earnings.payBasis)}::text[],
      ${cents((record) => record.earnings.regularHundredths)}::numeric[],
      ${cents((record) => record.earnings.overtimeHundredths)}::numeric[],
      ${column((record) => formatFourDecimals(record.earnings.regularRate))}::numeric[],
      ${column((record) => formatFourDecimals(record.earnings.overtimeRate))}::numeric[],
      ${cents((record) => record.earnings.grossPay)}::numeric[],
      ${cents((record) => record.earnings.overtimePay)}::numeric[],
      ${cents((record) => record.supplementalPay)}::numeric[],
      ${cents((record) => record.result.federalIncomeTax)}::numeric[],
      ${cents((record) => record.result.socialSecurityTax)}::numeric[],
      ${cents((record) => record.result.medicareTax)}::numeric[],
      ${cents((record) => record.result.additionalMedicareTax)}::numeric[],
      ${cents((record) => record.result.stateIncomeTax)}::numeric[],
      ${cents((record) => record.result.stateDisabilityTax)}::numeric[],
      ${cents((record) => record.result.statePaidFamilyLeave)}::numeric[],
      ${cents((record) => record.result.additionalWithholding)}::numeric[],
      ${cents((record) => record.result.totalDeductions)}::numeric[],
      ${cents((record) => record.result.netPay)}::numeric[],
      ${cents((record) => record.result.employer.socialSecurityTax)}::numeric[],
      ${cents((record) => record.result.employer.medicareTax)}::numeric[],
      ${cents((record) => record.result.employer.futaTax)}::numeric[],
      ${cents((record) => record.result.employer.sutaTax)}::numeric[],
      ${cents((record) => record.result.taxableWages.federalIncomeTax)}::numeric[],
      ${cents((record) => record.result.taxableWages.socialSecurity)}::numeric[],
      ${cents((record) => record.result.taxableWages.medicare)}::numeric[],
      ${cents((record) => record.result.taxableWages.futa)}::numeric[],
      ${cents((record) => record.result.taxableWages.state)}::numeric[]
    ) as t(id, employee_id, state, pay_basis, hours_worked, overtime_hours, regular_rate, overtime_rate, gross_pay, overtime_pay,
      supplemental_pay, federal_income_tax, social_security_tax, medicare_tax, additional_medicare_tax, state_income_tax,
      state_disability_tax, state_paid_family_leave, additional_withholding, total_deductions, net_pay,
      employer_social_security_tax, employer_medicare_tax, futa_tax, suta_tax,
      federal_income_tax_wages, social_security_wages, medicare_wages, futa_wages, state_wages)`;
  return { ids, statement };
}
