import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';
import {
  parseMoney,
  parseRate,
  type BenefitPlanType,
  type Cents,
  type FILING_STATUSES,
  type HSA_COVERAGES,
  type PayFrequencyId,
  type CertificateWireValues,
  type PayType,
  type RatePpm,
} from '@paylab/shared';
import type {
  DeductionType,
  EmployerContributions,
  FormW4Amounts,
  YearToDate,
} from '@paylab/tax-engine';
import { ANNUAL_ADDITIONS_TYPES, orderPlans } from './apply-benefit-elections';

export interface PayrollEmployee {
  id: string;
  employeeCode: string;
  firstName: string;
  lastName: string;
  department: string;
  payType: PayType;
  /** Null for an hourly employee. */
  annualSalary: Cents | null;
  /** Dollars an hour in ten-thousandths (25.5 is 255_000); null for a salaried employee. */
  hourlyRate: number | null;
  overtimeExempt: boolean;
  payFrequency: PayFrequencyId;
  filingStatus: (typeof FILING_STATUSES)[number];
  allowances: number;
  additionalWithholding: Cents;
  state: string;
  stateAllowances: number;
  /**
   * The work state's certificate in force on the pay date, as the API holds it (money "12.50");
   * null: none is, and the state's defaults apply.
   */
  stateCertificate: CertificateWireValues | null;
  isActive: boolean;
  hireDate: string;
  /** YYYY-MM-DD; null when not on file. */
  dateOfBirth: string | null;
  /**
   * Social security wages of the paychecks dated in the year before the pay date's, read for an
   * employee with elections (the Roth catch-up rule); absent without either.
   */
  priorYearSocialSecurityWages?: Cents;
  /**
   * The elections in force on the pay date of active plans, ended ones (0) left out, in the order
   * their deductions are taken (orderPlans).
   */
  elections: BenefitElectionInForce[];
}

/** An active benefit plan as payroll applies it, rates in parts per million. */
export interface PayrollBenefitPlan {
  id: string;
  name: string;
  type: BenefitPlanType;
  employerMatch: { payRate: RatePpm; matchRate: RatePpm }[];
  employerNonElectiveRate: RatePpm | null;
  employerAmountPerPeriod: Cents | null;
}

/** One plan's election with the latest effective date on or before the pay date. */
export interface BenefitElectionInForce {
  plan: PayrollBenefitPlan;
  /** Exactly one of the two is set. */
  amountPerPeriod: Cents | null;
  percentOfPay: RatePpm | null;
  hsaCoverage: (typeof HSA_COVERAGES)[number] | null;
}

/** What earlier paychecks of the year paid and withheld: every state line is known (absent: 0). */
export type PayrollYearToDate = YearToDate & { stateLines: Readonly<Record<string, Cents>> };

export interface EffectiveW4 {
  id: string;
  filingStatus: (typeof FILING_STATUSES)[number];
  amounts: FormW4Amounts;
}

export interface ProcessedPeriod {
  payPeriodStart: string;
  payPeriodEnd: string;
}

export interface PayrollInputs {
  employees: PayrollEmployee[];
  /**
   * Wages paid and each state program withheld by the paychecks already processed in the pay
   * date's calendar year, by employee id.
   */
  yearToDate: Map<string, PayrollYearToDate>;
  /** The W-4 in force on the pay date, by employee id; absent means the employee's own fields act as an old W-4. */
  w4ByEmployee: Map<string, EffectiveW4>;
  /** Periods already processed that overlap the requested one, by employee id. */
  overlaps: Map<string, ProcessedPeriod[]>;
  /** The latest pay date already processed later in the same calendar year, by employee id. */
  laterPayDates: Map<string, string>;
}

export type PayrollScope =
  { employeeId: string } | { payFrequency: PayFrequencyId; hiredBy: string };

export interface LoadPayrollInputsOptions {
  scope: PayrollScope;
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
}

/*
 * Amounts travel as integers the database multiplied out exactly (cents; an hourly rate in
 * ten-thousandths; a percent of pay in parts per million), which JSON carries as numbers: a pay
 * run decodes tens of thousands of them, and a number needs no text to parse.
 */

/** One employee as a JSON array: [id, code, first, last, department, salary, frequency, filing status,
 * allowances, additional withholding, state, state allowances, active, hire date, pay type, hourly
 * rate, overtime exempt, state certificate, date of birth, YTD gross, YTD supplemental,
 * YTD state lines, W-4 id, W-4 filing status, Step 2, Step 3, Step 4(a), Step 4(b), Step 4(c)];
 * elections and year-to-date deduction lines travel as flat lists of their own. */
type EmployeeColumns = [
  string,
  string,
  string,
  string,
  string,
  Cents | null,
  PayFrequencyId,
  PayrollEmployee['filingStatus'],
  number,
  Cents,
  string,
  number,
  boolean,
  string,
  PayType,
  number | null,
  boolean,
  CertificateWireValues | null,
  string | null,
];
/**
 * An election in force: [employee's position in the employees, plan's position in the plans,
 * amount per period, percent of pay, HSA coverage].
 */
type ElectionColumns = [
  number,
  number,
  Cents | null,
  RatePpm | null,
  BenefitElectionInForce['hsaCoverage'],
];
/**
 * A deduction type's earlier lines this year: [employee's position in the employees, type, employee
 * amount, employer amount, employee amount this month].
 */
type YearToDateDeductionColumns = [number, DeductionType, Cents, Cents, Cents | null];
/** An active plan: [id, name, type, match tiers, non-elective rate, employer amount]. */
type PlanColumns = [
  string,
  string,
  BenefitPlanType,
  { payRate: string; matchRate: string }[],
  string | null,
  string | null,
];
/** The employee's year to date and active W-4, null where there is none. */
type YearToDateAndW4Columns = [
  Cents | null,
  Cents | null,
  Record<string, Cents> | null,
  string | null,
  EffectiveW4['filingStatus'] | null,
  boolean | null,
  Cents | null,
  Cents | null,
  Cents | null,
  Cents | null,
];
type EmployeeTuple = [...EmployeeColumns, ...YearToDateAndW4Columns];

function toScopeCondition(scope: PayrollScope): SQL {
  if ('employeeId' in scope) return sql`e.id = ${scope.employeeId}`;
  return sql`e.pay_frequency = ${scope.payFrequency} and e.is_active and e.hire_date <= ${scope.hiredBy}`;
}

/**
 * Everything a paycheck needs besides hours, for one employee or a whole pay run, in one
 * set-based query (never one query per employee): the employees, their year-to-date wages and
 * state program amounts
 * (every record already processed with a pay date up to this one in the same calendar year: a check
 * processed earlier for the same pay date counts toward this one's wage bases and caps), the W-4
 * in force on the pay date, already-processed periods that overlap this one, and the prior year's
 * social security wages of employees with elections (the Roth catch-up rule). Rows travel as
 * one JSON document: decoding one column costs less than decoding fourteen, notably on PGlite.
 */
export async function loadPayrollInputs(
  db: DatabaseOrTransaction,
  options: LoadPayrollInputsOptions,
): Promise<PayrollInputs> {
  const scope = toScopeCondition(options.scope);
  const year = Number(options.payDate.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const priorYearStart = `${year - 1}-01-01`;
  const monthStart = `${options.payDate.slice(0, 7)}-01`;
  const nextYearStart = `${year + 1}-01-01`;
  // The W-4 used is the latest-recorded one already effective on the pay date: normally the active
  // one; a W-4 recorded for a later date does not change an earlier paycheck. This is the rule of
  // selectInForceW4Id (packages/db), written set-based: joining on that per-employee subquery made
  // bench-pay-run slower. The work state's certificate follows the same rule
  // (selectInForceStateCertificateId).
  const result = await db.execute(sql`
    with scoped as (
      select e.*, (row_number() over (order by e.last_name, e.first_name, e.employee_id))::int - 1 as list_position
      from employees e where ${scope}),
    year_records as (
      select r.id, r.employee_id, e.list_position, r.gross_pay, r.supplemental_pay, r.pay_date
      from payroll_records r join scoped e on e.id = r.employee_id
      where r.pay_date >= ${yearStart} and r.pay_date <= ${options.payDate}),
    ytd as (
      select r.employee_id, (sum(r.gross_pay) * 100)::int8 as gross_pay, (sum(r.supplemental_pay) * 100)::int8 as supplemental_pay
      from year_records r
      group by r.employee_id),
    ytd_program as (
      select r.employee_id, l.program_id, (sum(l.amount) * 100)::int8 as amount
      from year_records r join payroll_record_state_lines l on l.payroll_record_id = r.id
      group by r.employee_id, l.program_id),
    ytd_lines as (
      select employee_id, json_object_agg(program_id, amount) as lines
      from ytd_program group by employee_id),
    ytd_deduction as (
      select r.list_position, d.deduction_type, (sum(d.employee_amount) * 100)::int8 as employee_amount,
        (sum(d.employer_amount) * 100)::int8 as employer_amount,
        (sum(d.employee_amount) filter (where r.pay_date >= ${monthStart}) * 100)::int8 as month_amount
      from year_records r join payroll_record_deduction_lines d on d.payroll_record_id = r.id
      group by r.list_position, d.deduction_type),
    plan as (
      select p.*, (row_number() over (order by p.id))::int - 1 as list_position
      from benefit_plans p where p.is_active),
    election as (
      select distinct on (b.employee_id, b.plan_id) b.employee_id, e.list_position, b.plan_id, b.amount_per_period, b.percent_of_pay,
        b.hsa_coverage
      from benefit_elections b join scoped e on e.id = b.employee_id
      where b.effective_date <= ${options.payDate}
      -- Descending on every key: the unique (employee, plan, date) index read backward, no sort.
      order by b.employee_id desc, b.plan_id desc, b.effective_date desc),
    prior_year as (
      select r.employee_id, (sum(r.social_security_wages) * 100)::int8 as wages
      from payroll_records r join (select distinct employee_id from election) el on el.employee_id = r.employee_id
      where r.pay_date >= ${priorYearStart} and r.pay_date < ${yearStart}
      group by r.employee_id),
    later as (
      select r.employee_id, max(r.pay_date)::text as pay_date
      from payroll_records r join scoped e on e.id = r.employee_id
      where r.pay_date > ${options.payDate} and r.pay_date < ${nextYearStart}
      group by r.employee_id),
    w4 as (
      select distinct on (w.employee_id) w.*
      from w4_forms w join scoped e on e.id = w.employee_id
      where w.effective_date <= ${options.payDate}
      order by w.employee_id, w.created_at desc, w.id desc),
    certificate as (
      select distinct on (c.employee_id) c.employee_id, c.values
      from state_certificates c join scoped e on e.id = c.employee_id and c.state = e.state
      where c.effective_date <= ${options.payDate}
      order by c.employee_id, c.created_at desc, c.id desc)
    select
      (select coalesce(json_agg(json_build_array(
          e.id, e.employee_id, e.first_name, e.last_name, e.department, (e.annual_salary * 100)::int8, e.pay_frequency, e.filing_status,
          e.allowances, (e.additional_withholding * 100)::int8, e.state, e.state_allowances, e.is_active, e.hire_date::text,
          e.pay_type, (e.hourly_rate * 10000)::int8, e.overtime_exempt, certificate.values, e.date_of_birth::text,
          ytd.gross_pay, ytd.supplemental_pay, ytd_lines.lines,
          w4.id, w4.filing_status, w4.multiple_jobs, (w4.dependents_amount * 100)::int8, (w4.other_income * 100)::int8,
          (w4.deductions * 100)::int8, (w4.extra_withholding * 100)::int8
        ) order by e.list_position), '[]'::json)
        from scoped e left join ytd on ytd.employee_id = e.id left join ytd_lines on ytd_lines.employee_id = e.id
          left join w4 on w4.employee_id = e.id left join certificate on certificate.employee_id = e.id) as employees,
      (select coalesce(json_agg(json_build_array(p.id, p.name, p.type, p.employer_match,
          p.employer_non_elective_rate::text, p.employer_amount_per_period::text) order by p.list_position), '[]'::json)
        from plan p) as plans,
      (select coalesce(json_agg(json_build_array(el.list_position, p.list_position, (el.amount_per_period * 100)::int8,
          (el.percent_of_pay * 1000000)::int8, el.hsa_coverage)), '[]'::json)
        from election el join plan p on p.id = el.plan_id
        where coalesce(el.amount_per_period, el.percent_of_pay) > 0) as elections,
      (select coalesce(json_agg(json_build_array(list_position, deduction_type, employee_amount, employer_amount,
          month_amount)), '[]'::json) from ytd_deduction) as ytd_deductions,
      (select coalesce(json_agg(json_build_array(r.employee_id, r.pay_period_start::text, r.pay_period_end::text)), '[]'::json)
        from payroll_records r join scoped e on e.id = r.employee_id
        where r.pay_period_end >= ${options.payPeriodStart} and r.pay_period_start <= ${options.payPeriodEnd}) as overlaps,
      (select coalesce(json_agg(json_build_array(later.employee_id, later.pay_date)), '[]'::json) from later) as later_pay_dates,
      (select coalesce(json_agg(json_build_array(employee_id, wages)), '[]'::json) from prior_year) as prior_year_wages`);
  const row = result.rows[0] as {
    employees: EmployeeTuple[] | string;
    plans: PlanColumns[] | string;
    elections: ElectionColumns[] | string;
    ytd_deductions: YearToDateDeductionColumns[] | string;
    overlaps: [string, string, string][] | string;
    later_pay_dates: [string, string][] | string;
    prior_year_wages: [string, Cents][] | string;
  };
  const tuples: EmployeeTuple[] =
    typeof row.employees === 'string' ? JSON.parse(row.employees) : row.employees;
  const overlapTuples: [string, string, string][] =
    typeof row.overlaps === 'string' ? JSON.parse(row.overlaps) : row.overlaps;
  const laterTuples: [string, string][] =
    typeof row.later_pay_dates === 'string' ? JSON.parse(row.later_pay_dates) : row.later_pay_dates;
  const planTuples: PlanColumns[] =
    typeof row.plans === 'string' ? JSON.parse(row.plans) : row.plans;
  const plans = planTuples.map(toPayrollBenefitPlan);
  const electionTuples: ElectionColumns[] =
    typeof row.elections === 'string' ? JSON.parse(row.elections) : row.elections;
  const electionsByEmployee = groupElections(electionTuples, plans, tuples.length);
  const priorYearTuples: [string, Cents][] =
    typeof row.prior_year_wages === 'string'
      ? JSON.parse(row.prior_year_wages)
      : row.prior_year_wages;
  // Summed before the annual wage base, as each paycheck stores them: the sum exceeds the Roth
  // catch-up threshold exactly when W-2 box 3 (capped at that year's higher wage base) does.
  const priorYearWages = new Map(priorYearTuples);
  const deductionTuples: YearToDateDeductionColumns[] =
    typeof row.ytd_deductions === 'string' ? JSON.parse(row.ytd_deductions) : row.ytd_deductions;
  const deductionsByEmployee = sumYearToDateDeductions(deductionTuples, tuples.length);

  const inputs: PayrollInputs = {
    employees: [],
    yearToDate: new Map(),
    w4ByEmployee: new Map(),
    overlaps: new Map(),
    laterPayDates: new Map(laterTuples),
  };
  for (const [position, tuple] of tuples.entries()) {
    const [
      id,
      employeeCode,
      firstName,
      lastName,
      department,
      salary,
      payFrequency,
      filingStatus,
      allowances,
      extra,
      state,
      stateAllowances,
      isActive,
      hireDate,
      payType,
      hourlyRate,
      overtimeExempt,
      stateCertificate,
      dateOfBirth,
      ytdGross,
      ytdSupplemental,
      ytdStateLines,
      w4Id,
      w4FilingStatus,
      step2,
      step3,
      step4a,
      step4b,
      step4c,
    ] = tuple;
    inputs.employees.push({
      id,
      employeeCode,
      firstName,
      lastName,
      department,
      payType,
      annualSalary: salary,
      hourlyRate,
      overtimeExempt,
      payFrequency,
      filingStatus,
      allowances,
      additionalWithholding: extra,
      state,
      stateAllowances,
      stateCertificate,
      isActive,
      hireDate,
      dateOfBirth,
      ...(priorYearWages.has(id) ? { priorYearSocialSecurityWages: priorYearWages.get(id)! } : {}),
      elections: electionsByEmployee[position] ?? [],
    });
    if (ytdGross !== null) {
      inputs.yearToDate.set(id, {
        grossPay: ytdGross,
        supplementalPay: ytdSupplemental ?? 0,
        stateLines: ytdStateLines ?? {},
        ...deductionsByEmployee[position],
      });
    }
    if (w4Id !== null && w4FilingStatus !== null) {
      inputs.w4ByEmployee.set(id, {
        id: w4Id,
        filingStatus: w4FilingStatus,
        amounts: {
          step2Checkbox: step2 === true,
          dependentsAmount: step3 ?? 0,
          otherIncome: step4a ?? 0,
          deductions: step4b ?? 0,
          extraWithholding: step4c ?? 0,
        },
      });
    }
  }
  for (const [employeeId, payPeriodStart, payPeriodEnd] of overlapTuples) {
    const list = inputs.overlaps.get(employeeId) ?? [];
    list.push({ payPeriodStart, payPeriodEnd });
    inputs.overlaps.set(employeeId, list);
  }
  return inputs;
}

function toPayrollBenefitPlan([
  id,
  name,
  type,
  match,
  nonElectiveRate,
  employerAmount,
]: PlanColumns): PayrollBenefitPlan {
  return {
    id,
    name,
    type,
    employerMatch: match.map((tier) => ({
      payRate: parseRate(tier.payRate),
      matchRate: parseRate(tier.matchRate),
    })),
    employerNonElectiveRate: nonElectiveRate === null ? null : parseRate(nonElectiveRate),
    employerAmountPerPeriod: employerAmount === null ? null : parseMoney(employerAmount),
  };
}

/** An employee's earlier deduction lines of the year, as the engine's year to date reads them. */
interface YearToDateDeductions {
  deductions: Partial<Record<DeductionType, Cents>>;
  deductionsThisMonth: Partial<Record<DeductionType, Cents>>;
  employerContributions: Required<EmployerContributions>;
}

/** Each employee's earlier amounts by type, by position, from the rows of every employee's types. */
function sumYearToDateDeductions(
  tuples: readonly YearToDateDeductionColumns[],
  employees: number,
): (YearToDateDeductions | undefined)[] {
  const byEmployee = new Array<YearToDateDeductions | undefined>(employees);
  for (const [position, type, employee, employer, month] of tuples) {
    const sums = (byEmployee[position] ??= {
      deductions: {},
      deductionsThisMonth: {},
      employerContributions: { hsa: 0, retirement: 0 },
    });
    sums.deductions[type] = employee;
    if (month !== null) sums.deductionsThisMonth[type] = month;
    if (type === 'hsa') sums.employerContributions.hsa += employer;
    else if (ANNUAL_ADDITIONS_TYPES.includes(type))
      sums.employerContributions.retirement += employer;
  }
  return byEmployee;
}

/**
 * Each employee's elections in force by position, in the order their deductions are taken: the
 * elections are taken plan by plan in that order (an employee has one election a plan), so no list
 * is sorted.
 */
function groupElections(
  tuples: readonly ElectionColumns[],
  plans: readonly PayrollBenefitPlan[],
  employees: number,
): (BenefitElectionInForce[] | undefined)[] {
  const byPlan = plans.map((): ElectionColumns[] => []);
  for (const tuple of tuples) byPlan[tuple[1]]!.push(tuple);
  const byEmployee = new Array<BenefitElectionInForce[] | undefined>(employees);
  for (const plan of orderPlans(plans)) {
    for (const [position, , amount, percent, hsaCoverage] of byPlan[plans.indexOf(plan)]!) {
      const election: BenefitElectionInForce = {
        plan,
        amountPerPeriod: amount,
        percentOfPay: percent,
        hsaCoverage,
      };
      (byEmployee[position] ??= []).push(election);
    }
  }
  return byEmployee;
}

/**
 * A paycheck dated before one already processed in the same year would leave the later one's
 * year-to-date, and so its wage bases and caps (Social Security, FUTA, SUTA, Additional Medicare,
 * PFL), short of this one's wages; processed paychecks are never repriced, so the pay date has to
 * follow the last one.
 */
export function describeLaterPaycheck(
  laterPayDate: string,
  payDate: string,
  name?: string,
): string {
  return `A paycheck dated ${laterPayDate} was already processed ${name ? `for ${name} ` : ''}this year, after the pay date ${payDate}. Its year-to-date limits would not count this one: choose a pay date on or after ${laterPayDate}.`;
}

export function describeOverlap(periods: readonly ProcessedPeriod[], name?: string): string {
  const list = periods
    .map((period) => `${period.payPeriodStart} to ${period.payPeriodEnd}`)
    .join(', ');
  return `Payroll ${name ? `for ${name} ` : ''}was already processed for an overlapping pay period (${list})`;
}
