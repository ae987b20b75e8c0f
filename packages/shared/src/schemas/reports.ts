import { z } from 'zod';
import { DEDUCTION_TYPES, STATE_LINE_KINDS } from '../constants';
import { recordTaxYearSchema } from './tax-years';

/*
 * Reports & Analytics (spec section 2): periods apply to the paycheck's pay date, as the 941 does,
 * not to the record's creation date (ADR 0034; api-conventions: Pay periods, dates and tax years).
 * Amounts are "1234.50", rates "0.1234".
 */

export const REPORT_PERIODS = [
  'current-month',
  'last-month',
  'current-quarter',
  'current-year',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA names the runtime knows, listed in the API document (issue 26, item 10). The check
 * behind it asks the same Intl, so it also takes the older aliases (US/Eastern) and any letter case.
 */
const TIME_ZONE_NAMES = [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC'),
];

export const reportQuerySchema = z.strictObject({
  period: z
    .enum(REPORT_PERIODS, {
      error: 'Choose Current Month, Last Month, Current Quarter or Current Year',
    })
    .default('current-month'),
  /** The viewer's IANA time zone: it says which calendar day today is, and so which period is current. */
  timeZone: z
    .string()
    .trim()
    .max(64, 'Not a time zone')
    .refine(isTimeZone, 'Not a time zone')
    .default('UTC')
    .meta({
      enum: TIME_ZONE_NAMES,
      description: "The viewer's IANA time zone, e.g. America/New_York",
    }),
  /**
   * The tax year the periods fall in: the period around the same day of that year as today. Default:
   * the company's current year.
   */
  year: recordTaxYearSchema.optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const amount = z.string();

export const departmentSummarySchema = z.object({
  department: z.string(),
  employees: z.number().int(),
  grossPay: amount,
  federalTax: amount,
  stateTax: amount,
  totalDeductions: amount,
  netPay: amount,
});
export type DepartmentSummary = z.infer<typeof departmentSummarySchema>;

/** One program's total over the period in a state (its income tax, a county tax, a contribution). */
export const stateProgramTotalSchema = z.object({
  /** `<st>-<program>`, e.g. `nj-fli`. */
  programId: z.string(),
  kind: z.enum(STATE_LINE_KINDS),
  label: z.string(),
  amount,
});

/** State withholding of the period in one work state (the paychecks' state), from their state lines. */
export const stateWithholdingSchema = z.object({
  state: z.string(),
  name: z.string(),
  hasWageIncomeTax: z.boolean(),
  /** Employees paid in the state in the period. */
  employees: z.number().int(),
  /** Regular plus supplemental wages paid in the state. */
  wages: amount,
  /** The state lines of kind income-tax (its local income tax lines are programs of their own). */
  incomeTax: amount,
  /** Every line withheld in the state, income tax included. */
  totalWithheld: amount,
  /** Each program withheld in the state, in the order its rule declares them. */
  programs: z.array(stateProgramTotalSchema),
});
export type StateWithholding = z.infer<typeof stateWithholdingSchema>;

/** One deduction type's lines over the period: what the employees' pay gave and what the employer added. */
export const deductionTypeTotalSchema = z.object({
  type: z.enum(DEDUCTION_TYPES),
  label: z.string(),
  /** Employees with a line of the type in the period. */
  employees: z.number().int(),
  employeeAmount: amount,
  employerAmount: amount,
});
export type DeductionTypeTotal = z.infer<typeof deductionTypeTotalSchema>;

export const payrollReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  /** The tax year the period falls in. */
  year: z.number().int(),
  timeZone: z.string(),
  /** First and last calendar day of the period, inclusive. */
  startDate: z.string(),
  endDate: z.string(),
  cards: z.object({
    /** Regular plus supplemental wages. */
    grossPay: amount,
    netPay: amount,
    totalDeductions: amount,
    employeesProcessed: z.number().int(),
    recordCount: z.number().int(),
  }),
  taxes: z.object({
    /** Federal income tax withheld, the extra W-4 amounts included. */
    federalTax: amount,
    /** State income tax withheld. */
    stateTax: amount,
    /** Federal plus state income tax. */
    totalTax: amount,
    /** totalTax / grossPay. */
    effectiveRate: z.string(),
    averagePayPerEmployee: amount,
    socialSecurityTax: amount,
    medicareTax: amount,
    additionalMedicareTax: amount,
    /** The state lines of kind disability and family leave (the records' two columns of their sums). */
    stateDisabilityAndLeave: amount,
  }),
  departments: z.array(departmentSummarySchema),
  /** State withholding by work state, in code order (issue 28: reports show it by state). */
  states: z.array(stateWithholdingSchema),
  /** Benefit deductions and employer contributions by type, in the closed list's order (issue 29). */
  deductions: z.array(deductionTypeTotalSchema),
  /** Gross and net pay by month of the period's calendar year (all twelve months). */
  monthly: z.array(z.object({ month: z.string(), grossPay: amount, netPay: amount })),
});
export type PayrollReport = z.infer<typeof payrollReportSchema>;

/** Both summary CSVs end with the same pay totals, in this order. */
const PAY_TOTALS_CSV_COLUMNS = [
  'GrossPay',
  'FederalTax',
  'StateTax',
  'TotalDeductions',
  'NetPay',
] as const;
/**
 * Spec section 9: the payroll summary CSV columns, in order, then the pay date that places a row in
 * its period and the overtime hours (issue 27, item 2): added after the spec's, so a sheet reading
 * the spec's columns by position still reads them.
 */
export const PAYROLL_SUMMARY_CSV_COLUMNS = [
  'EmployeeID',
  'EmployeeName',
  'Department',
  'PayPeriodStart',
  'PayPeriodEnd',
  'HoursWorked',
  ...PAY_TOTALS_CSV_COLUMNS,
  'PayDate',
  'OvertimeHours',
] as const;
/** Issue 5: the department summary CSV columns, in order. */
export const DEPARTMENT_SUMMARY_CSV_COLUMNS = [
  'Department',
  'Employees',
  ...PAY_TOTALS_CSV_COLUMNS,
] as const;
/** The deductions CSV: a row per deduction type taken in the period. */
export const DEDUCTION_TOTALS_CSV_COLUMNS = [
  'DeductionType',
  'Deduction',
  'Employees',
  'EmployeeAmount',
  'EmployerAmount',
] as const;
/** The state withholding CSV: a row per state and program (a state with none has one row). */
export const STATE_WITHHOLDING_CSV_COLUMNS = [
  'State',
  'StateName',
  'Employees',
  'StateWages',
  'ProgramID',
  'Program',
  'Kind',
  'Amount',
] as const;
