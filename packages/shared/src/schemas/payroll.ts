import { z } from 'zod';
import { MAX_PAYCHECK_AMOUNT_CENTS } from '../money';
import {
  addFieldIssue,
  boundedMoneySchema,
  checkDateOrder,
  dateSchema,
  listQuerySchema,
  listResponseSchema,
  payFrequencySchema,
  requiredText,
  ruleSetSchema,
  uuidSchema,
  serverSetText,
} from './common';
import { employeeSchema, payTypeSchema } from './employees';
import { deductionTypeSchema, stateLineSchema, taxableWagesSchema } from './tax';
import { w4FormSchema } from './w4';
import { addDays, daysBetween } from '../dates';

export type PayFrequencyId = z.infer<typeof payFrequencySchema>;

/**
 * What a check's regular pay was (ADR 0032): 'salary', the period's share of an annual salary
 * whatever the hours, or 'hours', hours x the regular rate.
 */
export const payBasisSchema = z.enum(['salary', 'hours']);
export type PayBasis = z.infer<typeof payBasisSchema>;

// ---------------------------------------------------------------------------------------------
// Pay periods (api-conventions: "Pay periods, dates and tax years")
// ---------------------------------------------------------------------------------------------

/** Spec section 5: default hours are 80 for the 26-period frequency, otherwise 40. */
export function getDefaultHours(payFrequency: PayFrequencyId): number {
  return payFrequency === 'bi-weekly' ? 80 : 40;
}

/** The longest explicit period each frequency accepts, in days (a semi-monthly 16th-31st is 16). */
export const MAX_PERIOD_DAYS: Readonly<Record<PayFrequencyId, number>> = {
  weekly: 7,
  'bi-weekly': 14,
  'semi-monthly': 16,
  monthly: 31,
};

export interface PayPeriod {
  payPeriodStart: string;
  payPeriodEnd: string;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The pay period of `frequency` that contains `date`: weekly and bi-weekly periods step from the
 * company's anchor date (before or after it), semi-monthly periods are the 1st-15th and the
 * 16th-month end, monthly periods are calendar months.
 */
export function getPayPeriodContaining(
  frequency: PayFrequencyId,
  date: string,
  anchorDate: string,
): PayPeriod {
  const [yearText, monthText, dayText] = date.split('-');
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const monthPrefix = `${yearText}-${monthText}`;
  const monthEnd = `${monthPrefix}-${String(lastDayOfMonth(year, month)).padStart(2, '0')}`;
  switch (frequency) {
    case 'monthly':
      return { payPeriodStart: `${monthPrefix}-01`, payPeriodEnd: monthEnd };
    case 'semi-monthly':
      return day <= 15
        ? { payPeriodStart: `${monthPrefix}-01`, payPeriodEnd: `${monthPrefix}-15` }
        : { payPeriodStart: `${monthPrefix}-16`, payPeriodEnd: monthEnd };
    case 'weekly':
    case 'bi-weekly': {
      const length = frequency === 'weekly' ? 7 : 14;
      const offset = Math.floor(daysBetween(anchorDate, date) / length) * length;
      const start = addDays(anchorDate, offset);
      return { payPeriodStart: start, payPeriodEnd: addDays(start, length - 1) };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Calculate and process one employee
// ---------------------------------------------------------------------------------------------

export const MAX_PERIOD_HOURS = 168;

/** Hours typed as a plain decimal; Number() alone would also read '0x10', '0b11' and '1e2'. */
const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Spec sections 5 and 9: 0 to 168 hours in steps of 0.25. */
export function hoursSchema(label: string) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && DECIMAL_TEXT.test(value.trim()) ? Number(value) : value,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(MAX_PERIOD_HOURS, `${label} must be at most ${MAX_PERIOD_HOURS}`)
      .refine((hours) => Number.isInteger(hours * 4), `${label} must be in steps of 0.25`)
      .meta({ multipleOf: 0.25 }),
  );
}

/**
 * Left out, a date takes its default; a blank or null one is refused naming the field, since
 * reading it as left out silently paid the current week (issue 26, item 11).
 */
const optionalDate = dateSchema.optional();

const BOTH_OR_NEITHER = 'Give both the pay period start and end, or neither for the current period';

const periodShape = {
  payPeriodStart: optionalDate.meta({ description: BOTH_OR_NEITHER }),
  payPeriodEnd: optionalDate.meta({ description: BOTH_OR_NEITHER }),
  /** Defaults to the period end (api-conventions). */
  payDate: optionalDate.meta({
    description:
      'Defaults to the pay period end; not before the period starts (an explicit period ends on or after its start and spans at most one period of the frequency), and from 2025-01-01, the first tax rules PayLab has',
  }),
};

function checkPeriod(
  value: { payPeriodStart?: string; payPeriodEnd?: string; payDate?: string },
  context: z.RefinementCtx,
): void {
  const { payPeriodStart, payPeriodEnd, payDate } = value;
  if ((payPeriodStart === undefined) !== (payPeriodEnd === undefined)) {
    const path = payPeriodStart === undefined ? 'payPeriodStart' : 'payPeriodEnd';
    addFieldIssue(context, path, 'Give both the pay period start and end, or neither');
    return;
  }
  checkDateOrder(context, {
    earlier: payPeriodStart,
    later: payPeriodEnd,
    path: 'payPeriodEnd',
    message: 'The pay period end cannot be before its start',
  });
  checkDateOrder(context, {
    earlier: payPeriodStart,
    later: payDate,
    path: 'payDate',
    message: 'The pay date cannot be before the pay period starts',
  });
}

const payrollEntryShape = {
  employeeId: uuidSchema,
  hoursWorked: hoursSchema('Hours worked'),
  overtimeHours: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    hoursSchema('Overtime hours').default(0),
  ),
  /** A bonus or other supplemental wage, withheld at the flat supplemental rate. */
  supplementalPay: boundedMoneySchema(
    MAX_PAYCHECK_AMOUNT_CENTS,
    'Supplemental pay can be at most $99,999,999.99',
  ).default('0.00'),
  ...periodShape,
};

/** `POST /api/payroll/process`: the spec's payload plus the period of api-conventions. */
export const processPayrollInputSchema = z.strictObject(payrollEntryShape).superRefine(checkPeriod);
export type ProcessPayrollInput = z.infer<typeof processPayrollInputSchema>;

/** `POST /api/payroll/calculate`: as process, plus a rule set to compare with the company's. */
export const calculatePayrollInputSchema = z
  .strictObject({ ...payrollEntryShape, ruleSet: ruleSetSchema.optional() })
  .superRefine(checkPeriod);
export type CalculatePayrollInput = z.infer<typeof calculatePayrollInputSchema>;
export type PayrollHoursFormValues = z.input<typeof calculatePayrollInputSchema>;

const employerTaxesSchema = z.object({
  socialSecurityTax: z.string(),
  medicareTax: z.string(),
  futaTax: z.string(),
  sutaTax: z.string(),
});

export const traceStepSchema = z.object({
  step: z.string(),
  label: z.string(),
  amount: z.number(),
  unit: z.enum(['cents', 'count', 'ppm', 'none']),
  citation: z.string(),
});
export type PayrollTraceStep = z.infer<typeof traceStepSchema>;

const amountsShape = {
  grossPay: z.string(),
  supplementalPay: z.string(),
  federalIncomeTax: z.string(),
  socialSecurityTax: z.string(),
  medicareTax: z.string(),
  additionalMedicareTax: z.string(),
  stateIncomeTax: z.string(),
  stateDisabilityTax: z.string(),
  statePaidFamilyLeave: z.string(),
  additionalWithholding: z.string(),
  totalDeductions: z.string(),
  netPay: z.string(),
  employer: employerTaxesSchema,
};

/** Where the withholding inputs came from (api-conventions: "Inputs of a paycheck"). */
export const withholdingBasisSchema = z.object({
  kind: z.enum(['w4-2020-or-later', 'w4-2019-or-earlier']),
  /** The 2020-or-later W-4 used, or null when the employee's own fields act as an old W-4. */
  w4: w4FormSchema.nullable(),
  filingStatus: z.string(),
  allowances: z.number().int(),
});

/** One benefit plan's deduction on a paycheck (issue 29): the employee's part and the employer's. */
export const payrollDeductionLineSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  type: deductionTypeSchema,
  /** It lowered some federal wage base; a Roth or after-tax deduction comes out of taxed pay. */
  isPreTax: z.boolean(),
  /** Taken from the employee's pay, after any limit. */
  employeeAmount: z.string(),
  /** Added by the employer: match, non-elective contribution or a fixed amount per pay period. */
  employerAmount: z.string(),
});
export type PayrollDeductionLine = z.infer<typeof payrollDeductionLineSchema>;

/** What a paycheck's benefit elections gave, as calculated and as stored. */
const benefitsShape = {
  /** Each plan the employee's elections in force on the pay date name, in the order taken. */
  deductions: z.array(payrollDeductionLineSchema),
  /** The wages in each tax's base, before annual wage bases cut them (ADR 0045). */
  taxableWages: taxableWagesSchema,
};

export const payrollCalculationSchema = z.object({
  employeeId: z.string(),
  payFrequency: payFrequencySchema,
  state: z.string(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  ruleSet: ruleSetSchema,
  payType: payTypeSchema,
  overtimeExempt: z.boolean(),
  payBasis: payBasisSchema,
  /** Hours paid at the regular rate: a non-exempt employee's hours over 40 a week move to overtime. */
  hoursWorked: z.number(),
  /** Hours paid at 1.5 x the regular rate. */
  overtimeHours: z.number(),
  /**
   * The hourly rate, or a salary's: salary / 2,080 under official-2025 (29 CFR 778.113), salary /
   * (periods x the spec's default hours) under spec-simplified-2025; 4 decimals (ADR 0032).
   */
  regularRate: z.string(),
  overtimeRate: z.string(),
  regularPay: z.string(),
  overtimePay: z.string(),
  ...amountsShape,
  /** Each program of the work state (the state amounts above are their sums by kind). */
  stateLines: z.array(stateLineSchema),
  ...benefitsShape,
  /** Wages paid earlier in the calendar year (processed records with earlier pay dates). */
  yearToDate: z.object({ grossPay: z.string(), supplementalPay: z.string() }),
  withholdingBasis: withholdingBasisSchema,
  /** True when this employee already has a record for an overlapping period: processing will answer 409. */
  isAlreadyProcessed: z.boolean(),
  warnings: z.array(z.string()),
  trace: z.array(traceStepSchema),
});
export type PayrollCalculation = z.infer<typeof payrollCalculationSchema>;

export const payrollRecordEmployeeSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  department: z.string(),
});

export const payrollRecordSchema = z.object({
  id: serverSetText,
  employeeId: z.string(),
  payRunId: z.string().nullable(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  ruleSet: ruleSetSchema,
  state: z.string(),
  payBasis: payBasisSchema,
  hoursWorked: z.number(),
  overtimeHours: z.number(),
  regularRate: z.string(),
  /** Stored as calculated (1.5 x the exact regular rate, rounded once), so stubs show the rate Payroll showed. */
  overtimeRate: z.string(),
  overtimePay: z.string(),
  ...amountsShape,
  /** Each program of the work state as withheld (the state amounts above are their sums by kind). */
  stateLines: z.array(stateLineSchema),
  ...benefitsShape,
  createdAt: serverSetText,
  employee: payrollRecordEmployeeSchema,
});
export type PayrollRecord = z.infer<typeof payrollRecordSchema>;

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM');

export const payrollListQuerySchema = listQuerySchema.extend({
  employeeId: uuidSchema.optional(),
  payRunId: uuidSchema.optional(),
  /** Pay-date month, YYYY-MM. */
  month: monthSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type PayrollListQuery = z.input<typeof payrollListQuerySchema>;

export const payrollListResponseSchema = listResponseSchema(payrollRecordSchema).extend({
  /** Over the whole filtered set: the Pay Stubs cards. */
  summary: z.object({
    stubCount: z.number().int(),
    employeeCount: z.number().int(),
    totalGrossPay: z.string(),
    totalDeductions: z.string(),
    totalNetPay: z.string(),
  }),
});
export type PayrollListResponse = z.infer<typeof payrollListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Pay runs: every active employee of one frequency for one period
// ---------------------------------------------------------------------------------------------

export const MAX_PAY_RUN_EMPLOYEES = 200_000;
/** A preview lists at most this many per-employee errors (the count covers them all). */
export const MAX_PREVIEW_ERRORS = 1_000;

export const payRunHoursSchema = z.strictObject({
  employeeId: uuidSchema,
  hoursWorked: hoursSchema('Hours worked'),
  overtimeHours: hoursSchema('Overtime hours').default(0),
});
export type PayRunHours = z.infer<typeof payRunHoursSchema>;

const payRunShape = {
  payFrequency: payFrequencySchema,
  ...periodShape,
  /** Rows whose hours differ from the default; every other active employee gets the default hours. */
  hours: z.array(payRunHoursSchema).max(MAX_PAY_RUN_EMPLOYEES, 'Too many rows').default([]),
};

function checkPayRun(
  value: { payPeriodStart?: string; payPeriodEnd?: string; payDate?: string; hours: PayRunHours[] },
  context: z.RefinementCtx,
): void {
  checkPeriod(value, context);
  const seen = new Set<string>();
  value.hours.forEach((row, index) => {
    if (seen.has(row.employeeId)) {
      context.addIssue({
        code: 'custom',
        path: ['hours', index, 'employeeId'],
        message: 'This employee appears twice',
      });
    }
    seen.add(row.employeeId);
  });
}

export const payRunPreviewInputSchema = z
  .strictObject({
    ...payRunShape,
    page: z.number().int().min(1, 'Must be at least 1').default(1),
    pageSize: z
      .number()
      .int()
      .min(1, 'Must be at least 1')
      .max(500, 'Must be at most 500')
      .default(50),
  })
  .superRefine(checkPayRun);
export type PayRunPreviewInput = z.input<typeof payRunPreviewInputSchema>;

export const createPayRunInputSchema = z
  .strictObject({
    ...payRunShape,
    /** Chosen by the client once per intended run: a repeated submit returns the same run. */
    idempotencyKey: z
      .string({ error: 'An idempotency key is required' })
      .trim()
      .min(8, 'At least 8 characters')
      .max(100, 'At most 100 characters'),
  })
  .superRefine(checkPayRun);
export type CreatePayRunInput = z.input<typeof createPayRunInputSchema>;

export const payRunRowSchema = z.object({
  employeeId: z.string(),
  employee: payrollRecordEmployeeSchema,
  payType: payTypeSchema,
  overtimeExempt: z.boolean(),
  /** Null on a row that cannot be paid. */
  payBasis: payBasisSchema.nullable(),
  hoursWorked: z.number(),
  overtimeHours: z.number(),
  regularRate: z.string(),
  overtimePay: z.string(),
  ...amountsShape,
  /** Why this employee cannot be paid in this run; null when the row is fine. */
  error: z.string().nullable(),
});
export type PayRunRow = z.infer<typeof payRunRowSchema>;

/** The run's totals are the same amounts as one paycheck's, summed, plus the hours. */
export const payRunTotalsSchema = z.object({
  ...amountsShape,
  hoursWorked: z.number(),
  overtimeHours: z.number(),
});
export type PayRunTotals = z.infer<typeof payRunTotalsSchema>;

export const payRunErrorSchema = z.object({
  employeeId: z.string(),
  employeeCode: z.string(),
  name: z.string(),
  message: z.string(),
});
export type PayRunError = z.infer<typeof payRunErrorSchema>;

/** What a pay run is for, the same in its preview and once it is written. */
const payRunHeaderShape = {
  payFrequency: payFrequencySchema,
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  ruleSet: ruleSetSchema,
  employeeCount: z.number().int(),
};

export const payRunPreviewSchema = z.object({
  ...payRunHeaderShape,
  rows: z.array(payRunRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every employee of the run, errors excluded. */
  totals: payRunTotalsSchema,
  /** Every employee who cannot be paid; `errors` lists the first MAX_PREVIEW_ERRORS of them. */
  errorCount: z.number().int(),
  errors: z.array(payRunErrorSchema),
  warnings: z.array(z.string()),
});
export type PayRunPreview = z.infer<typeof payRunPreviewSchema>;

export const payRunSchema = z.object({
  id: serverSetText,
  idempotencyKey: z.string(),
  ...payRunHeaderShape,
  totalGrossPay: z.string(),
  totalNetPay: z.string(),
  createdBy: z.string().nullable(),
  createdAt: serverSetText,
});
export type PayRun = z.infer<typeof payRunSchema>;

export const createPayRunResponseSchema = z.object({
  run: payRunSchema,
  /** True when this key had already produced the run: nothing new was written. */
  isReplay: z.boolean(),
});
export type CreatePayRunResponse = z.infer<typeof createPayRunResponseSchema>;

export const payRunListResponseSchema = listResponseSchema(payRunSchema);
export type PayRunListResponse = z.infer<typeof payRunListResponseSchema>;

export const PAY_RUN_PHASES = ['unknown', 'calculating', 'writing', 'done', 'failed'] as const;

export const payRunProgressSchema = z.object({
  idempotencyKey: z.string(),
  phase: z.enum(PAY_RUN_PHASES),
  processed: z.number().int(),
  total: z.number().int(),
});
export type PayRunProgress = z.infer<typeof payRunProgressSchema>;

export const payRunProgressParamsSchema = z.strictObject({
  idempotencyKey: z.string().min(1).max(100),
});

// ---------------------------------------------------------------------------------------------
// Pay stubs
// ---------------------------------------------------------------------------------------------

const stubLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  current: z.string(),
  /** The sum over the calendar year of the pay date, up to and including this stub (architecture departure 8). */
  yearToDate: z.string(),
});

export const payStubSchema = z.object({
  record: payrollRecordSchema,
  company: z.object({ companyName: z.string(), companyAddress: z.string(), ein: z.string() }),
  /** The directory's employee without salary and withholding settings, which a stub does not print. */
  employee: employeeSchema.pick({
    id: true,
    employeeId: true,
    firstName: true,
    lastName: true,
    email: true,
    department: true,
    position: true,
    state: true,
    payFrequency: true,
    payType: true,
    overtimeExempt: true,
  }),
  earnings: z.array(
    stubLineSchema.extend({ hours: z.number().nullable(), rate: z.string().nullable() }),
  ),
  /** Taxes withheld. */
  deductions: z.array(stubLineSchema),
  /** Benefit deductions that lowered some federal wage base, a line per plan. */
  preTaxDeductions: z.array(stubLineSchema),
  /** Roth and after-tax benefit deductions, a line per plan. */
  afterTaxDeductions: z.array(stubLineSchema),
  employerTaxes: z.array(stubLineSchema),
  /** What the employer added to each plan (match, non-elective, premium share, HSA): not pay. */
  employerContributions: z.array(stubLineSchema),
  totals: z.object({
    earnings: stubLineSchema,
    deductions: stubLineSchema,
    netPay: stubLineSchema,
  }),
  fileName: z.string(),
});
export type PayStub = z.infer<typeof payStubSchema>;

export const recordIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid payroll record id' }),
});

// ---------------------------------------------------------------------------------------------
// Voided paychecks (docs/decisions/0015-voiding-a-paycheck.md)
// ---------------------------------------------------------------------------------------------

export const voidPaycheckInputSchema = z.strictObject({
  /** Kept with the voided check and in the audit log: why the check was taken back. */
  reason: requiredText('Reason', 500, 'paragraph'),
});
export type VoidPaycheckInput = z.infer<typeof voidPaycheckInputSchema>;

/** A voided check's figures as processed (its id is the record's own: its stub no longer answers), and why. */
export const voidedPaycheckSchema = payrollRecordSchema
  .pick({
    id: true,
    employeeId: true,
    payRunId: true,
    payPeriodStart: true,
    payPeriodEnd: true,
    payDate: true,
    grossPay: true,
    supplementalPay: true,
    netPay: true,
    employee: true,
  })
  .extend({ reason: z.string(), voidedAt: z.string(), voidedBy: z.string() });
export type VoidedPaycheck = z.infer<typeof voidedPaycheckSchema>;

export const voidedPaycheckListQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({ employeeId: uuidSchema.optional() });
export type VoidedPaycheckListQuery = z.input<typeof voidedPaycheckListQuerySchema>;

export const voidedPaycheckListResponseSchema = listResponseSchema(voidedPaycheckSchema);
export type VoidedPaycheckListResponse = z.infer<typeof voidedPaycheckListResponseSchema>;
