import { z } from 'zod';
import { DEFAULT_WORK_STATE, PAY_TYPES } from '../constants';
import {
  formatMoney,
  formatRate,
  isMoneyAtMost,
  MAX_PAYCHECK_AMOUNT_CENTS,
  parseMoney,
  parseRate,
} from '../money';
import { getLatestDateAnywhere } from '../dates';
import { describeAmount } from './amount-pattern';
import {
  addFieldIssue,
  boundedMoneySchema,
  dateSchema,
  documentAs,
  emailSchema,
  filingStatusSchema,
  listQuerySchema,
  listResponseSchema,
  optionalText,
  payFrequencySchema,
  requiredText,
  stateCodeSchema,
  serverSetText,
} from './common';
import { stateCertificateInputSchema } from './state-certificate';

/** $10,000,000.00: keeps every annualised paycheck (even at 168 overtime hours) inside the tax engine's range. */
export const MAX_ANNUAL_SALARY_CENTS = 1_000_000_000;
const MAX_ALLOWANCES = 99;

/**
 * Spec section 5: allowances are whole numbers, minimum 0, and input that is not a number becomes 0.
 * A negative or fractional number is still refused, so a typo is never silently changed into another count.
 */
export function allowanceCountSchema(label: string) {
  return z
    .preprocess(
      (value) => {
        if (value === undefined || value === null) return 0;
        if (typeof value === 'string') {
          const text = value.trim();
          if (text === '') return 0;
          const number = Number(text);
          return Number.isFinite(number) ? number : 0;
        }
        if (typeof value === 'number' && !Number.isFinite(value)) return 0;
        return value;
      },
      z
        .number({ error: `${label} must be a whole number` })
        .int(`${label} must be a whole number`)
        .min(0, `${label} must be 0 or more`)
        .max(MAX_ALLOWANCES, `${label} must be at most ${MAX_ALLOWANCES}`),
    )
    .meta({ nullable: true, description: 'Left out, null, or text that is not a number: 0' })
    .default(0);
}

/** An optional email: empty means none (spec section 5). */
const optionalEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
  emailSchema.nullable().optional(),
);

const SALARY_TEXT = /^\d+(\.\d{1,2})?$/;

/** Text as typed; null or blank is left out, so the pay type decides whether it was required. */
function toAmountText(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'not-finite';
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
}

const annualSalarySchema = z.preprocess(
  toAmountText,
  z
    .string({ error: 'Enter an annual salary' })
    .regex(SALARY_TEXT, 'Enter a non-negative amount with at most 2 decimals')
    .refine((text) => !SALARY_TEXT.test(text) || isMoneyAtMost(text, MAX_ANNUAL_SALARY_CENTS), {
      message: 'Annual salary must be at most $10,000,000.00',
      abort: true,
    })
    .refine(
      (text) => !SALARY_TEXT.test(text) || parseMoney(text) > 0,
      'Annual salary must be greater than 0',
    )
    .transform((text) => formatMoney(parseMoney(text)))
    .optional(),
);
const ANNUAL_SALARY_BOUNDS = describeAmount(
  { maxUnits: MAX_ANNUAL_SALARY_CENTS, decimals: 2, isPositive: true },
  'An annual salary',
);

/**
 * $5,000.00 an hour: about a $10,000,000 salary's rate (10,000,000 / 2,080 = 4,807.69), and 168
 * regular plus 168 overtime hours at it stay inside a paycheck's range.
 */
export const MAX_HOURLY_RATE = '5000.0000';
const HOURLY_RATE_TEXT = /^\d+(\.\d{1,4})?$/;

const hourlyRateSchema = z.preprocess(
  toAmountText,
  z
    .string({ error: 'Enter an hourly rate' })
    .regex(HOURLY_RATE_TEXT, 'Enter a non-negative rate with at most 4 decimals')
    .refine(
      (text) => !HOURLY_RATE_TEXT.test(text) || parseRate(text) <= parseRate(MAX_HOURLY_RATE),
      { message: 'Hourly rate must be at most $5,000.00', abort: true },
    )
    .refine(
      (text) => !HOURLY_RATE_TEXT.test(text) || parseRate(text) > 0,
      'Hourly rate must be greater than 0',
    )
    .transform((text) => formatRate(parseRate(text)))
    .optional(),
);
/** MAX_HOURLY_RATE in ten-thousandths of a dollar, the unit of its 4 decimals. */
const HOURLY_RATE_BOUNDS = describeAmount(
  { maxUnits: parseRate(MAX_HOURLY_RATE) / 100, decimals: 4, isPositive: true },
  'An hourly rate in dollars',
);

export const payTypeSchema = z.enum(PAY_TYPES, { error: 'Choose salaried or hourly' });

/**
 * A salaried employee needs an annual salary, an hourly one an hourly rate (issue 27, item 1); the
 * other pay type's amount is not kept, so a stored employee never carries a figure that pays nothing.
 */
function checkPayAmounts(
  value: { payType: (typeof PAY_TYPES)[number]; annualSalary?: string; hourlyRate?: string },
  context: z.RefinementCtx,
): void {
  if (value.payType === 'salaried' && value.annualSalary === undefined)
    addFieldIssue(context, 'annualSalary', 'Annual salary is required');
  if (value.payType === 'hourly' && value.hourlyRate === undefined)
    addFieldIssue(context, 'hourlyRate', 'Hourly rate is required for an hourly employee');
}

const hireDateSchema = documentAs(
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string({ error: 'Hire date is required' }).pipe(dateSchema),
  ),
  dateSchema,
);

/** Born after 1900 and not in the future anywhere on Earth (getLatestDateAnywhere). */
export const dateOfBirthSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  dateSchema
    .refine((text) => text > '1900-12-31', 'Enter a date of birth after 1900')
    .refine((text) => text <= getLatestDateAnywhere(), 'The date of birth cannot be in the future')
    .nullable()
    .optional(),
);

/** The employee form and `POST /api/employees` (spec sections 3 and 5: fields, defaults, rules). */
export const employeeShape = {
  employeeId: requiredText('Employee ID', 50, 'name'),
  firstName: requiredText('First name', 100, 'name'),
  lastName: requiredText('Last name', 100, 'name'),
  email: optionalEmailSchema,
  department: requiredText('Department', 100),
  position: optionalText(100),
  payType: payTypeSchema.default('salaried'),
  // Null or blank is left out (toAmountText), so the document says null is taken.
  annualSalary: annualSalarySchema.meta({
    nullable: true,
    pattern: ANNUAL_SALARY_BOUNDS.pattern,
    description: `${ANNUAL_SALARY_BOUNDS.description}; required for a salaried employee`,
  }),
  hourlyRate: hourlyRateSchema.meta({
    nullable: true,
    pattern: HOURLY_RATE_BOUNDS.pattern,
    description: `${HOURLY_RATE_BOUNDS.description}; required for an hourly employee`,
  }),
  /** FLSA: an exempt employee is never paid overtime (29 CFR Part 541). */
  overtimeExempt: z.boolean({ error: 'Choose exempt or non-exempt' }).default(false),
  payFrequency: payFrequencySchema.default('bi-weekly'),
  filingStatus: filingStatusSchema.default('single'),
  allowances: allowanceCountSchema('Allowances'),
  /** Per pay period; the column holds $99,999,999.99, as one paycheck's amounts do. */
  additionalWithholding: boundedMoneySchema(
    MAX_PAYCHECK_AMOUNT_CENTS,
    'Additional withholding can be at most $99,999,999.99',
  ).default('0.00'),
  state: stateCodeSchema.default(DEFAULT_WORK_STATE),
  stateAllowances: allowanceCountSchema('State allowances'),
  /**
   * The work state's withholding certificate on file at hiring, checked against that state's
   * fields where the registry is at hand (the server's routes): recorded as the employee's first
   * dated certificate, in force from the hire date. Null or left out: none, the state's defaults
   * apply. Later certificates are records of their own (POST /api/state-certificates).
   */
  stateCertificate: stateCertificateInputSchema.nullable().optional(),
  isActive: z.boolean({ error: 'Choose active or inactive' }).default(true),
  hireDate: hireDateSchema,
  /**
   * Optional (issue 29): the age at the end of a pay date's year decides catch-up contributions.
   * Left out of an update, the stored one is kept; null clears it.
   */
  dateOfBirth: documentAs(
    dateOfBirthSchema,
    dateSchema
      .meta({ format: 'date', description: 'After 1900 and not in the future' })
      .nullable()
      .optional(),
  ),
};

export const createEmployeeInputSchema = z.strictObject(employeeShape).superRefine(checkPayAmounts);
export type CreateEmployeeInput = z.infer<typeof createEmployeeInputSchema>;
export type EmployeeFormValues = z.input<typeof createEmployeeInputSchema>;

/**
 * Server-owned fields a client may echo back on update are ignored (api-conventions: HTTP), and so
 * is the certificate in force, which changes only by recording a new one.
 */
export const updateEmployeeInputSchema = z
  .strictObject({
    ...employeeShape,
    stateCertificate: z.unknown().optional().meta({
      description:
        'Ignored: the certificate in force as the employee answer gives it; record a new one with POST /api/state-certificates',
    }),
    id: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
    hasPayrollHistory: z.unknown().optional(),
  })
  .superRefine(checkPayAmounts);
export type UpdateEmployeeInput = z.infer<typeof updateEmployeeInputSchema>;

export const employeeSchema = z.object({
  id: serverSetText,
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  department: z.string(),
  position: z.string().nullable(),
  payType: payTypeSchema,
  /** Null for an hourly employee. */
  annualSalary: z.string().nullable(),
  /** "25.5000"; null for a salaried employee. */
  hourlyRate: z.string().nullable(),
  overtimeExempt: z.boolean(),
  payFrequency: payFrequencySchema,
  filingStatus: filingStatusSchema,
  allowances: z.number().int(),
  additionalWithholding: z.string(),
  state: z.string(),
  stateAllowances: z.number().int(),
  /**
   * The work state's withholding certificate in force on the server's today (money as "12.50"),
   * or null when none is and the state's defaults apply.
   */
  stateCertificate: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).nullable(),
  isActive: z.boolean(),
  hireDate: z.string(),
  /** YYYY-MM-DD, or null when not on file (no catch-up contributions). */
  dateOfBirth: z.string().nullable(),
  createdAt: serverSetText,
  updatedAt: serverSetText,
  /** True once any payroll record exists: such an employee cannot be deleted, only marked inactive. */
  hasPayrollHistory: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const EMPLOYEE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

export const employeeListQuerySchema = listQuerySchema.extend({
  status: z
    .enum(EMPLOYEE_STATUS_FILTERS, { error: 'Choose all, active or inactive' })
    .default('all'),
  payFrequency: payFrequencySchema.optional(),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

export const employeeListResponseSchema = listResponseSchema(employeeSchema).extend({
  /** Over every employee, unfiltered: the 'Y' of 'X of Y employees'. */
  summary: z.object({ totalEmployees: z.number().int(), activeEmployees: z.number().int() }),
});
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

export const employeeIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid employee id' }),
});
