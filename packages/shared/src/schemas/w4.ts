import { z } from 'zod';
import { isMoneyAtMost, isMoneyString } from '../money';
import { describeAmount } from './amount-pattern';
import {
  checkDateOrder,
  dateSchema,
  filingStatusSchema,
  moneySchema,
  serverSetText,
} from './common';

/** The redesigned Form W-4 took effect for 2020 (IRS, Form W-4 (2020)); earlier forms use allowances. */
export const FIRST_REDESIGNED_W4_DATE = '2020-01-01';
/** W-4 amounts stay inside the tax engine's annual range ($90M) with room to spare. */
const MAX_W4_AMOUNT_CENTS = 999_999_999;

function w4Amount(label: string) {
  return moneySchema
    .refine(
      (text) => !isMoneyString(text) || isMoneyAtMost(text, MAX_W4_AMOUNT_CENTS),
      `${label} must be at most $9,999,999.99`,
    )
    .meta(describeAmount({ maxUnits: MAX_W4_AMOUNT_CENTS, decimals: 2 }))
    .default('0.00');
}

export const w4Shape = {
  employeeId: z.uuid({ error: 'Not a valid employee id' }),
  filingStatus: filingStatusSchema,
  /** Step 2(c): two jobs, or married filing jointly with a working spouse. */
  multipleJobs: z.boolean({ error: 'Choose whether Step 2(c) is checked' }).default(false),
  /** Step 3, annual. */
  dependentsAmount: w4Amount('Step 3 dependents amount'),
  /** Step 4(a), annual. */
  otherIncome: w4Amount('Step 4(a) other income'),
  /** Step 4(b), annual. */
  deductions: w4Amount('Step 4(b) deductions'),
  /** Step 4(c), per pay period. */
  extraWithholding: w4Amount('Step 4(c) extra withholding'),
  signedDate: dateSchema
    .refine(
      (date) => date >= FIRST_REDESIGNED_W4_DATE,
      'Only a 2020-or-later Form W-4 can be recorded (signed on or after 2020-01-01)',
    )
    .meta({ description: `On or after ${FIRST_REDESIGNED_W4_DATE}: a 2020-or-later Form W-4` }),
  effectiveDate: dateSchema.meta({ description: 'On or after the signed date' }),
};

/** `POST /api/w4` and the W-4 form. */
export const createW4InputSchema = z.strictObject(w4Shape).superRefine((value, context) => {
  checkDateOrder(context, {
    earlier: value.signedDate,
    later: value.effectiveDate,
    path: 'effectiveDate',
    message: 'The effective date cannot be before the signed date',
  });
});
export type CreateW4Input = z.infer<typeof createW4InputSchema>;
export type W4FormValues = z.input<typeof createW4InputSchema>;

/**
 * Where a W-4 stands on the server's today: in force (the one payroll uses today), scheduled (takes
 * force on its future effective date), or replaced (a later-recorded W-4 applies instead, now and
 * from its effective date on).
 */
export const W4_STATUSES = ['active', 'scheduled', 'replaced'] as const;
export const w4StatusSchema = z.enum(W4_STATUSES);
export type W4Status = z.infer<typeof w4StatusSchema>;

export const w4FormSchema = z.object({
  id: serverSetText,
  employeeId: z.string(),
  filingStatus: filingStatusSchema,
  multipleJobs: z.boolean(),
  dependentsAmount: z.string(),
  otherIncome: z.string(),
  deductions: z.string(),
  extraWithholding: z.string(),
  signedDate: z.string(),
  effectiveDate: z.string(),
  /** In force today, the same as `status === 'active'`: derived at read time, not the stored column. */
  isActive: z.boolean(),
  status: w4StatusSchema,
  createdAt: serverSetText,
});
export type W4Form = z.infer<typeof w4FormSchema>;

export const w4EmployeeParamsSchema = z.strictObject({
  employeeId: z.uuid({ error: 'Not a valid employee id' }),
});
