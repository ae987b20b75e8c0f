import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { employees, payrollRecords, type DatabaseOrTransaction } from '@paylab/db';
import { DEDUCTION_TYPES, type PayrollRecord, type StateLine } from '@paylab/shared';
import { findStateProgram, findStateRule } from '@paylab/tax-engine';
import { toIsoTimestamp } from '../../lib/timestamps';

/** A stored state line: [program id, kind, amount as NUMERIC text]. */
type StoredStateLine = [string, StateLine['kind'], string];

type DeductionLine = PayrollRecord['deductions'][number];
/** A stored deduction line: [plan id, plan name, type, pre-tax, employee amount, employer amount]. */
type StoredDeductionLine = [string, string, DeductionLine['type'], boolean, string, string];

/**
 * The columns toPayrollRecord needs: the whole payroll_records row and its employee's name fields.
 * Every reader of payroll records selects this, from payrollRecords inner-joined with employees.
 */
export const payrollRecordSelection = {
  ...getTableColumns(payrollRecords),
  employee: {
    employeeId: employees.employeeId,
    firstName: employees.firstName,
    lastName: employees.lastName,
    department: employees.department,
  },
  /** The record's state lines as one JSON array (payroll_record_state_lines). */
  stateLines: sql<StoredStateLine[] | string>`(
    select coalesce(json_agg(json_build_array(l.program_id, l.kind, l.amount::text)), '[]'::json)
    from payroll_record_state_lines l where l.payroll_record_id = ${payrollRecords.id})`,
  /** The record's benefit deduction lines with their plans' names (payroll_record_deduction_lines). */
  deductionLines: sql<StoredDeductionLine[] | string>`(
    select coalesce(json_agg(json_build_array(d.plan_id, p.name, d.deduction_type, d.is_pre_tax,
      d.employee_amount::text, d.employer_amount::text)), '[]'::json)
    from payroll_record_deduction_lines d join benefit_plans p on p.id = d.plan_id
    where d.payroll_record_id = ${payrollRecords.id})`,
};

export type PayrollRecordRow = SelectResultFields<typeof payrollRecordSelection>;

/** Payroll records with their employees, ready for a where, an order and a page. */
export function selectPayrollRecords(db: DatabaseOrTransaction) {
  return db
    .select(payrollRecordSelection)
    .from(payrollRecords)
    .innerJoin(employees, eq(employees.id, payrollRecords.employeeId));
}

/** NUMERIC text from the database is already "1234.50"; normalising guards against other scales. */
function money(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * The stored lines labelled by their programs, in the order the state's rule declares them (a
 * program no rule declares any more keeps its id as label, after the others).
 */
export function toStateLines(state: string, stored: StoredStateLine[] | string): StateLine[] {
  const lines: StoredStateLine[] = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const order = (findStateRule(state)?.programs ?? []).map((program) => program.id);
  const rank = (programId: string) => {
    const index = order.indexOf(programId);
    return index === -1 ? order.length : index;
  };
  return lines
    .map(([programId, kind, amount]) => ({
      programId,
      kind,
      label: findStateProgram(programId)?.label ?? programId,
      amount: money(amount),
    }))
    .sort((left, right) => rank(left.programId) - rank(right.programId));
}

const TYPE_ORDER = new Map<string, number>(DEDUCTION_TYPES.map((type, index) => [type, index]));

/** The stored deduction lines in the order they were taken: by type, then plan name. */
export function toDeductionLines(stored: StoredDeductionLine[] | string): DeductionLine[] {
  const lines: StoredDeductionLine[] = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return lines
    .map(([planId, planName, type, isPreTax, employeeAmount, employerAmount]) => ({
      planId,
      planName,
      type,
      isPreTax,
      employeeAmount: money(employeeAmount),
      employerAmount: money(employerAmount),
    }))
    .sort(
      (left, right) =>
        TYPE_ORDER.get(left.type)! - TYPE_ORDER.get(right.type)! ||
        (left.planName < right.planName ? -1 : left.planName > right.planName ? 1 : 0) ||
        (left.planId < right.planId ? -1 : 1),
    );
}

/** Whose paycheck a row is, in which run, for which period and pay date: a record or its voided copy. */
export function pickPaycheckPeriod(
  row: Pick<
    PayrollRecord,
    'id' | 'employeeId' | 'payRunId' | 'payPeriodStart' | 'payPeriodEnd' | 'payDate'
  >,
) {
  const { id, employeeId, payRunId, payPeriodStart, payPeriodEnd, payDate } = row;
  return { id, employeeId, payRunId, payPeriodStart, payPeriodEnd, payDate };
}

export function toPayrollRecord(row: PayrollRecordRow): PayrollRecord {
  return {
    ...pickPaycheckPeriod(row),
    ruleSet: row.ruleSet as PayrollRecord['ruleSet'],
    state: row.state,
    payBasis: row.payBasis as PayrollRecord['payBasis'],
    hoursWorked: Number(row.hoursWorked),
    overtimeHours: Number(row.overtimeHours),
    regularRate: row.regularRate,
    overtimeRate: row.overtimeRate,
    overtimePay: money(row.overtimePay),
    grossPay: money(row.grossPay),
    supplementalPay: money(row.supplementalPay),
    federalIncomeTax: money(row.federalIncomeTax),
    socialSecurityTax: money(row.socialSecurityTax),
    medicareTax: money(row.medicareTax),
    additionalMedicareTax: money(row.additionalMedicareTax),
    stateIncomeTax: money(row.stateIncomeTax),
    stateDisabilityTax: money(row.stateDisabilityTax),
    statePaidFamilyLeave: money(row.statePaidFamilyLeave),
    stateLines: toStateLines(row.state, row.stateLines),
    deductions: toDeductionLines(row.deductionLines),
    taxableWages: {
      federalIncomeTax: money(row.federalIncomeTaxWages),
      socialSecurity: money(row.socialSecurityWages),
      medicare: money(row.medicareWages),
      futa: money(row.futaWages),
      state: money(row.stateWages),
    },
    additionalWithholding: money(row.additionalWithholding),
    totalDeductions: money(row.totalDeductions),
    netPay: money(row.netPay),
    employer: {
      socialSecurityTax: money(row.employerSocialSecurityTax),
      medicareTax: money(row.employerMedicareTax),
      futaTax: money(row.futaTax),
      sutaTax: money(row.sutaTax),
    },
    createdAt: toIsoTimestamp(row.createdAt),
    employee: row.employee,
  };
}
