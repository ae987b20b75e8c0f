import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEDUCTION_TYPES, DEFAULT_WORK_STATE } from '@paylab/shared/constants';
import { createdAt, id, money, parentId, rate, updatedAt } from './columns';
import { users } from './auth';

const PAY_FREQUENCY_CHECK = `in ('weekly', 'bi-weekly', 'semi-monthly', 'monthly')`;
const FILING_STATUS_CHECK = `in ('single', 'married-joint', 'married-separate', 'head-of-household')`;

/** One row (id = 1): the employer's details and payroll settings. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address').notNull().default(''),
    ein: text('ein').notNull().default(''),
    stateUnemploymentRate: rate('state_unemployment_rate').notNull().default('0.0340'),
    federalUnemploymentRate: rate('federal_unemployment_rate').notNull().default('0.0060'),
    payScheduleAnchorDate: date('pay_schedule_anchor_date', { mode: 'string' })
      .notNull()
      .default('2025-01-06'),
    taxRuleSet: text('tax_rule_set').notNull().default('official-2025'),
    /** 'today', or 'practice-YYYY': default dates fall in that year (packages/shared payroll-calendar). */
    payrollCalendar: text('payroll_calendar').notNull().default('today'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('company_settings_single_row', sql`${t.id} = 1`),
    check(
      'company_settings_rule_set_check',
      sql`${t.taxRuleSet} in ('official-2025', 'spec-simplified-2025')`,
    ),
    check(
      'company_settings_payroll_calendar_check',
      sql`${t.payrollCalendar} = 'today' or ${t.payrollCalendar} ~ '^practice-[0-9]{4}$'`,
    ),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    department: text('department').notNull(),
    position: text('position'),
    /** How the employee is paid (ADR 0032): 'salaried' (existing employees) or 'hourly'. */
    payType: text('pay_type').notNull().default('salaried'),
    /** Null for an hourly employee. */
    annualSalary: numeric('annual_salary', { precision: 10, scale: 2 }),
    /** Dollars an hour; null for a salaried employee. */
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 4 }),
    /** FLSA exempt employees are never paid overtime. */
    overtimeExempt: boolean('overtime_exempt').notNull().default(false),
    payFrequency: text('pay_frequency').notNull().default('bi-weekly'),
    filingStatus: text('filing_status').notNull().default('single'),
    allowances: integer('allowances').notNull().default(0),
    additionalWithholding: numeric('additional_withholding', { precision: 10, scale: 2 })
      .notNull()
      .default('0'),
    state: varchar('state', { length: 2 }).notNull().default(DEFAULT_WORK_STATE),
    stateAllowances: integer('state_allowances').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    /** Optional; the age at the end of a pay date's year decides catch-up contributions (issue 29). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: createdAt(),
    /** The version an edit is made from (ADR 0020). */
    updatedAt: updatedAt(),
    /** What the directory's search matches (queries/text-search.ts); a newline keeps the fields apart. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name) || chr(10) || lower(employee_id) || chr(10) || lower(department)`,
    ),
  },
  (t) => [
    check('employees_pay_frequency_check', sql.raw(`pay_frequency ${PAY_FREQUENCY_CHECK}`)),
    check('employees_filing_status_check', sql.raw(`filing_status ${FILING_STATUS_CHECK}`)),
    check('employees_allowances_check', sql`${t.allowances} >= 0 and ${t.stateAllowances} >= 0`),
    // Each pay type carries exactly the amount it is paid by.
    check(
      'employees_pay_type_check',
      sql`(${t.payType} = 'salaried' and ${t.annualSalary} is not null and ${t.hourlyRate} is null)
        or (${t.payType} = 'hourly' and ${t.hourlyRate} is not null and ${t.annualSalary} is null)`,
    ),
    // Newest first with the id as tie-break: scanned backwards it gives exactly the directory's order,
    // so a page stops after its rows instead of sorting every match (employees created together
    // share a created_at).
    index('employees_created_at_id_idx').on(t.createdAt, t.id),
    // Contains-search (LIKE '%...%') on search_text finds its candidates through trigrams instead of
    // reading every employee (pg_trgm, loaded in PGlite by client.ts).
    index('employees_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // EMP-100 and emp-100 are one person's code on stubs and W-2s: unique ignoring case (migration 0010).
    uniqueIndex('employees_employee_id_lower_idx').on(sql`lower(${t.employeeId})`),
  ],
);

/**
 * How many employees are active and inactive, kept by statement triggers on employees (migration
 * 0007). The directory's 'X of Y employees' reads these two rows instead of counting every employee
 * on each request.
 */
export const employeeStatusTotals = pgTable('employee_status_totals', {
  isActive: boolean('is_active').primaryKey(),
  employeeCount: integer('employee_count').notNull().default(0),
});

export const w4Forms = pgTable(
  'w4_forms',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    filingStatus: text('filing_status').notNull(),
    multipleJobs: boolean('multiple_jobs').notNull().default(false),
    dependentsAmount: money('dependents_amount').notNull().default('0'),
    otherIncome: money('other_income').notNull().default('0'),
    deductions: money('deductions').notNull().default('0'),
    extraWithholding: money('extra_withholding').notNull().default('0'),
    signedDate: date('signed_date', { mode: 'string' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('w4_forms_filing_status_check', sql.raw(`filing_status ${FILING_STATUS_CHECK}`)),
    uniqueIndex('w4_forms_one_active_idx')
      .on(t.employeeId)
      .where(sql`${t.isActive}`),
    index('w4_forms_employee_idx').on(t.employeeId),
  ],
);

/**
 * An employee's state withholding certificates (IL-W-4, G-4, MW507, ...), dated like the W-4s:
 * payroll uses the latest-recorded one for the work state already effective on the pay date
 * (queries/state-certificate-in-force.ts); with none, the state's own defaults apply.
 */
export const stateCertificates = pgTable(
  'state_certificates',
  {
    id: id(),
    employeeId: parentId('employee_id', () => employees.id, 'cascade'),
    state: varchar('state', { length: 2 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The certificate's fields as the API gives them (money as "12.50"), held to the state's descriptors. */
    values: jsonb('values').$type<Record<string, number | string | boolean>>().notNull(),
    /** Null for a certificate moved from the employee row (migration 0026) or a deleted user. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('state_certificates_employee_state_idx').on(t.employeeId, t.state)],
);

/** The pay period a run or a paycheck covers and the date it is paid. */
const payPeriodColumns = {
  payPeriodStart: date('pay_period_start', { mode: 'string' }).notNull(),
  payPeriodEnd: date('pay_period_end', { mode: 'string' }).notNull(),
  payDate: date('pay_date', { mode: 'string' }).notNull(),
};

/** A pay run: one transaction that pays every employee of one frequency for one period. */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payFrequency: text('pay_frequency').notNull(),
    ...payPeriodColumns,
    ruleSet: text('rule_set').notNull(),
    /** SHA-256 of the submitted run (frequency, period, pay date, hours): a reused key with other contents is refused. */
    requestHash: text('request_hash').notNull().default(''),
    employeeCount: integer('employee_count').notNull(),
    totalGrossPay: money('total_gross_pay').notNull(),
    totalNetPay: money('total_net_pay').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  () => [check('pay_runs_pay_frequency_check', sql.raw(`pay_frequency ${PAY_FREQUENCY_CHECK}`))],
);

/**
 * How far each pay run being processed on PostgreSQL has got, by idempotency key (issue 26, item
 * 7). A run is one transaction, so its rows appear only when it commits; the run writes this row
 * on another connection, so every server behind a load balancer can answer the screen's polls.
 */
export const payRunProgress = pgTable(
  'pay_run_progress',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    phase: text('phase').notNull(),
    processed: integer('processed').notNull(),
    total: integer('total').notNull(),
    updatedAt: updatedAt(),
  },
  () => [
    check(
      'pay_run_progress_phase_check',
      sql.raw(`phase in ('calculating', 'writing', 'done', 'failed')`),
    ),
  ],
);

/**
 * Whose paycheck it is, the run that paid it and its period: a voided paycheck keeps these exactly
 * as its payroll record had them, and neither an employee nor a run with paychecks can be deleted.
 */
const paycheckColumns = {
  employeeId: uuid('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'restrict' }),
  payRunId: uuid('pay_run_id').references(() => payRuns.id, { onDelete: 'restrict' }),
  ...payPeriodColumns,
};

export const payrollRecords = pgTable(
  'payroll_records',
  {
    id: id(),
    ...paycheckColumns,
    ruleSet: text('rule_set').notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    /**
     * What the regular pay was (ADR 0032): 'salary', the period's share of an annual salary whatever
     * the hours, or 'hours', hours x the regular rate (hourly employees, the spec-simplified rule set,
     * and every check processed before pay types).
     */
    payBasis: text('pay_basis').notNull().default('hours'),
    /** Hours paid at the regular rate; overtime hours are apart. */
    hoursWorked: numeric('hours_worked', { precision: 6, scale: 2 }).notNull(),
    overtimeHours: numeric('overtime_hours', { precision: 6, scale: 2 }).notNull().default('0'),
    regularRate: numeric('regular_rate', { precision: 12, scale: 4 }).notNull(),
    /**
     * 1.5 x the exact salary rate, rounded once, as the Payroll screen showed it when the check was
     * calculated (95,000 / 2,080 x 1.5 = 68.5096); 1.5 x the rounded regular rate would give 68.5097.
     */
    overtimeRate: numeric('overtime_rate', { precision: 12, scale: 4 }).notNull(),
    grossPay: money('gross_pay').notNull(),
    /** The 1.5x part of grossPay, kept so stubs show regular and overtime earnings with true year-to-date. */
    overtimePay: money('overtime_pay').notNull().default('0'),
    supplementalPay: money('supplemental_pay').notNull().default('0'),
    federalIncomeTax: money('federal_income_tax').notNull(),
    socialSecurityTax: money('social_security_tax').notNull(),
    medicareTax: money('medicare_tax').notNull(),
    additionalMedicareTax: money('additional_medicare_tax').notNull().default('0'),
    stateIncomeTax: money('state_income_tax').notNull().default('0'),
    stateDisabilityTax: money('state_disability_tax').notNull().default('0'),
    statePaidFamilyLeave: money('state_paid_family_leave').notNull().default('0'),
    additionalWithholding: money('additional_withholding').notNull().default('0'),
    totalDeductions: money('total_deductions').notNull(),
    netPay: money('net_pay').notNull(),
    employerSocialSecurityTax: money('employer_social_security_tax').notNull().default('0'),
    employerMedicareTax: money('employer_medicare_tax').notNull().default('0'),
    futaTax: money('futa_tax').notNull().default('0'),
    sutaTax: money('suta_tax').notNull().default('0'),
    /*
     * The paycheck's wages in each tax's base (ADR 0045): regular plus supplemental wages less the
     * deductions that lower that base, before any annual wage base cuts them. W-2 boxes 1, 3, 5
     * and 16 and the 941 and 940 lines sum these.
     */
    federalIncomeTaxWages: money('federal_income_tax_wages').notNull(),
    socialSecurityWages: money('social_security_wages').notNull(),
    medicareWages: money('medicare_wages').notNull(),
    futaWages: money('futa_wages').notNull(),
    stateWages: money('state_wages').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payroll_records_employee_period_unique').on(
      t.employeeId,
      t.payPeriodStart,
      t.payPeriodEnd,
    ),
    check('payroll_records_period_check', sql`${t.payPeriodStart} <= ${t.payPeriodEnd}`),
    check('payroll_records_pay_basis_check', sql`${t.payBasis} in ('salary', 'hours')`),
    check(
      'payroll_records_hours_check',
      sql`${t.hoursWorked} between 0 and 168 and ${t.overtimeHours} between 0 and 168`,
    ),
    index('payroll_records_pay_date_idx').on(t.payDate),
    index('payroll_records_employee_pay_date_idx').on(t.employeeId, t.payDate),
    index('payroll_records_created_at_idx').on(t.createdAt),
    index('payroll_records_pay_run_idx').on(t.payRunId),
  ],
);

/** The kinds of state line (packages/tax-engine StateLineKind). */
const STATE_LINE_KIND_CHECK = `in ('income-tax', 'local-income-tax', 'disability', 'family-leave', 'unemployment', 'long-term-care', 'transit')`;

/**
 * Each state program withheld on a payroll record (`ca-sdi`, `ny-pfl`, `nj-fli`, ...), zero amounts
 * included: a new program is a new row, never a new column. The record's state_income_tax,
 * state_disability_tax and state_paid_family_leave stay the sums of its lines by kind; year-to-date
 * caps and wage bases, pay stubs and W-2 box 14 read the lines. Written with the record, in one
 * transaction; they go when the record goes (a voided check keeps them in its record document).
 * The record a line names is checked once per statement by migration 0028's triggers, not by a
 * row-level foreign key (docs/decisions/0054).
 */
export const payrollRecordStateLines = pgTable(
  'payroll_record_state_lines',
  {
    payrollRecordId: uuid('payroll_record_id').notNull(),
    programId: text('program_id').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payrollRecordId, t.programId] }),
    check('payroll_record_state_lines_kind_check', sql.raw(`kind ${STATE_LINE_KIND_CHECK}`)),
  ],
);

const DEDUCTION_TYPE_CHECK = `in (${DEDUCTION_TYPES.map((type) => `'${type}'`).join(', ')})`;

/**
 * The benefit plans the company offers (Settings → Benefits, issue 29): the deduction type, whose
 * tax treatment and limits the tax engine holds, and what the employer adds. A plan an election
 * names is never deleted, only made inactive, which ends its deductions.
 */
export const benefitPlans = pgTable(
  'benefit_plans',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** Retirement plans: [{ payRate, matchRate }] in tier order, rates as "0.0300" text. */
    employerMatch: jsonb('employer_match')
      .$type<{ payRate: string; matchRate: string }[]>()
      .notNull()
      .default([]),
    employerNonElectiveRate: rate('employer_non_elective_rate'),
    employerAmountPerPeriod: money('employer_amount_per_period'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('benefit_plans_type_check', sql.raw(`type ${DEDUCTION_TYPE_CHECK}`))],
);

/**
 * An employee's dated elections, like the W-4s: payroll takes, per plan, the one with the latest
 * effective date on or before the pay date. A fixed amount per pay period or a share of gross pay,
 * exactly one; an amount of 0 ends the election.
 */
export const benefitElections = pgTable(
  'benefit_elections',
  {
    id: id(),
    employeeId: parentId('employee_id', () => employees.id, 'cascade'),
    planId: parentId('plan_id', () => benefitPlans.id, 'restrict'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    amountPerPeriod: money('amount_per_period'),
    percentOfPay: rate('percent_of_pay'),
    /** HSA elections only: 'self-only' or 'family'. */
    hsaCoverage: text('hsa_coverage'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('benefit_elections_employee_plan_date_unique').on(
      t.employeeId,
      t.planId,
      t.effectiveDate,
    ),
    index('benefit_elections_plan_idx').on(t.planId),
    check(
      'benefit_elections_amount_check',
      sql`(${t.amountPerPeriod} is null) <> (${t.percentOfPay} is null)`,
    ),
    check(
      'benefit_elections_hsa_coverage_check',
      sql`${t.hsaCoverage} is null or ${t.hsaCoverage} in ('self-only', 'family')`,
    ),
  ],
);

/**
 * Each plan's deduction on a payroll record: what the employee's pay gave (after any limit) and
 * what the employer added. Year-to-date limits, pay stubs and the forms read these; written with
 * the record in one transaction, gone with it (a voided check keeps them in its record document).
 * The record and plan a line names are checked once per statement by migration 0028's triggers,
 * not by row-level foreign keys (docs/decisions/0054); a plan that lines name is not deleted.
 */
export const payrollRecordDeductionLines = pgTable(
  'payroll_record_deduction_lines',
  {
    payrollRecordId: uuid('payroll_record_id').notNull(),
    planId: uuid('plan_id').notNull(),
    deductionType: text('deduction_type').notNull(),
    /** Whether it lowered any federal wage base as applied (a Roth or after-tax line did not). */
    isPreTax: boolean('is_pre_tax').notNull(),
    employeeAmount: money('employee_amount').notNull(),
    employerAmount: money('employer_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payrollRecordId, t.planId] }),
    index('payroll_record_deduction_lines_plan_idx').on(t.planId),
    check(
      'payroll_record_deduction_lines_type_check',
      sql.raw(`deduction_type ${DEDUCTION_TYPE_CHECK}`),
    ),
  ],
);

/**
 * Paychecks taken back before they counted anywhere filed (docs/decisions/0015). The check leaves
 * payroll_records, so year to date, reports and forms stop counting it; its figures stay here, with
 * who voided it and why. `id` is the voided record's own id.
 */
export const voidedPaychecks = pgTable(
  'voided_paychecks',
  {
    id: uuid('id').primaryKey(),
    ...paycheckColumns,
    grossPay: money('gross_pay').notNull(),
    netPay: money('net_pay').notNull(),
    /** The whole record as processed (the API's payroll record shape). */
    record: jsonb('record').notNull(),
    reason: text('reason').notNull(),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidedByName: text('voided_by_name').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('voided_paychecks_voided_at_idx').on(t.voidedAt),
    index('voided_paychecks_employee_idx').on(t.employeeId),
  ],
);

export const w2Forms = pgTable(
  'w2_forms',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    taxYear: integer('tax_year').notNull(),
    controlNumber: text('control_number').notNull(),
    wagesTipsCompensation: money('wages_tips_compensation').notNull(),
    federalIncomeTaxWithheld: money('federal_income_tax_withheld').notNull(),
    socialSecurityWages: money('social_security_wages').notNull(),
    socialSecurityTaxWithheld: money('social_security_tax_withheld').notNull(),
    medicareWagesAndTips: money('medicare_wages_and_tips').notNull(),
    medicareTaxWithheld: money('medicare_tax_withheld').notNull(),
    socialSecurityTips: money('social_security_tips').notNull().default('0'),
    allocatedTips: money('allocated_tips').notNull().default('0'),
    dependentCareBenefits: money('dependent_care_benefits').notNull().default('0'),
    nonqualifiedPlans: money('nonqualified_plans').notNull().default('0'),
    box12Codes: text('box12_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    otherInfo: text('other_info'),
    state: varchar('state', { length: 2 }),
    stateWages: money('state_wages').notNull().default('0'),
    stateIncomeTax: money('state_income_tax').notNull().default('0'),
    localWages: money('local_wages').notNull().default('0'),
    localIncomeTax: money('local_income_tax').notNull().default('0'),
    localityName: text('locality_name'),
    statutoryEmployee: boolean('statutory_employee').notNull().default(false),
    retirementPlan: boolean('retirement_plan').notNull().default(false),
    thirdPartySickPay: boolean('third_party_sick_pay').notNull().default(false),
    /** Box 14 entries and every state's boxes 15-17 line, as the form builder produced them. */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('w2_forms_employee_year_unique').on(t.employeeId, t.taxYear),
    index('w2_forms_year_idx').on(t.taxYear),
  ],
);

export const w3Forms = pgTable('w3_forms', {
  id: id(),
  taxYear: integer('tax_year').notNull().unique(),
  establishmentNumber: text('establishment_number'),
  totalW2Forms: integer('total_w2_forms').notNull(),
  totalWages: money('total_wages').notNull(),
  totalFederalIncomeTax: money('total_federal_income_tax').notNull(),
  totalSocialSecurityWages: money('total_social_security_wages').notNull(),
  totalSocialSecurityTax: money('total_social_security_tax').notNull(),
  totalMedicareWages: money('total_medicare_wages').notNull(),
  totalMedicareTax: money('total_medicare_tax').notNull(),
  totalSocialSecurityTips: money('total_social_security_tips').notNull().default('0'),
  totalAllocatedTips: money('total_allocated_tips').notNull().default('0'),
  filedDate: date('filed_date', { mode: 'string' }),
  createdAt: createdAt(),
});

export const quarterlyTaxReports = pgTable(
  'quarterly_tax_reports',
  {
    id: id(),
    taxYear: integer('tax_year').notNull(),
    quarter: integer('quarter').notNull(),
    totalWages: money('total_wages').notNull(),
    federalIncomeTaxWithheld: money('federal_income_tax_withheld').notNull(),
    socialSecurityWages: money('social_security_wages').notNull(),
    socialSecurityTax: money('social_security_tax').notNull(),
    medicareWages: money('medicare_wages').notNull(),
    medicareTax: money('medicare_tax').notNull(),
    additionalMedicareTax: money('additional_medicare_tax').notNull().default('0'),
    futaWages: money('futa_wages').notNull().default('0'),
    futaTax: money('futa_tax').notNull().default('0'),
    sutaWages: money('suta_wages').notNull().default('0'),
    sutaTax: money('suta_tax').notNull().default('0'),
    stateWages: money('state_wages').notNull().default('0'),
    stateIncomeTax: money('state_income_tax').notNull().default('0'),
    stateDisabilityTax: money('state_disability_tax').notNull().default('0'),
    lines: jsonb('lines'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    filedDate: date('filed_date', { mode: 'string' }),
    isLate: boolean('is_late').notNull().default(false),
    penaltyAmount: money('penalty_amount').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('quarterly_tax_reports_year_quarter_unique').on(t.taxYear, t.quarter),
    check('quarterly_tax_reports_quarter_check', sql`${t.quarter} between 1 and 4`),
  ],
);
