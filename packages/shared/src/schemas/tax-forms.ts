import { z } from 'zod';
import {
  dateSchema,
  listQuerySchema,
  listResponseSchema,
  moneySchema,
  serverSetText,
} from './common';
import { w4FormSchema } from './w4';

/*
 * Tax Forms & Reports (issue 5): W-2, W-3, W-4 records, Form 941 per quarter, Form 940, and the
 * year-end reconciliation. Amounts are "1234.50" strings; 941 line 7 may be negative ("-0.01").
 */

/** Years a form can be asked for; years without PayLab tax rules simply have no forms. */
export const TAX_FORM_YEAR_MIN = 2000;
export const TAX_FORM_YEAR_MAX = 2100;

const amount = z.string();

export const taxYearParamsSchema = z.strictObject({
  year: z.coerce
    .number({ error: 'The tax year must be a number' })
    .int('The tax year must be a whole year')
    .min(TAX_FORM_YEAR_MIN, `The tax year must be ${TAX_FORM_YEAR_MIN} or later`)
    .max(TAX_FORM_YEAR_MAX, `The tax year must be ${TAX_FORM_YEAR_MAX} or earlier`),
});
export type TaxYearParams = z.infer<typeof taxYearParamsSchema>;

export const formIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

export const w2Box14EntrySchema = z.object({ label: z.string(), amount });
/** One line of boxes 15-20: a state, and the locality whose tax was withheld with it. */
export const w2StateLineSchema = z.object({
  /** Box 15. */
  state: z.string(),
  /** Box 16. */
  stateWages: amount,
  /** Box 17: state income tax, the local tax of box 19 not included. */
  stateIncomeTax: amount,
  /** Box 18. */
  localWages: amount,
  /** Box 19: the state's local income tax lines (MD and IN county taxes). */
  localIncomeTax: amount,
  /** Box 20: the county the employee's certificate names; null with no local tax. */
  localityName: z.string().nullable(),
});

export const w2FormSchema = z.object({
  id: serverSetText,
  employeeId: z.string(),
  /** The human code (EMP-001). */
  employeeCode: z.string(),
  employeeName: z.string(),
  taxYear: z.number().int(),
  controlNumber: z.string(),
  wagesTipsCompensation: amount,
  federalIncomeTaxWithheld: amount,
  socialSecurityWages: amount,
  socialSecurityTaxWithheld: amount,
  medicareWagesAndTips: amount,
  medicareTaxWithheld: amount,
  socialSecurityTips: amount,
  allocatedTips: amount,
  dependentCareBenefits: amount,
  nonqualifiedPlans: amount,
  /** Box 12 as "CODE amount" entries, e.g. "D 3000.00". */
  box12Codes: z.array(z.string()),
  /** Box 14 as text ("CASDI 1200.00"); `box14` holds the same entries. */
  otherInfo: z.string().nullable(),
  box14: z.array(w2Box14EntrySchema),
  /** The first state's boxes 15-17; `stateLines` holds every state. */
  state: z.string().nullable(),
  stateWages: amount,
  stateIncomeTax: amount,
  stateLines: z.array(w2StateLineSchema),
  /** The first line with a locality's boxes 18-20; `stateLines` holds each line's. */
  localWages: amount,
  localIncomeTax: amount,
  localityName: z.string().nullable(),
  statutoryEmployee: z.boolean(),
  retirementPlan: z.boolean(),
  thirdPartySickPay: z.boolean(),
  createdAt: serverSetText,
});
export type W2Form = z.infer<typeof w2FormSchema>;

export const w3FormSchema = z.object({
  id: serverSetText,
  taxYear: z.number().int(),
  establishmentNumber: z.string().nullable(),
  kindOfPayer: z.string(),
  kindOfEmployer: z.string(),
  totalW2Forms: z.number().int(),
  totalWages: amount,
  totalFederalIncomeTax: amount,
  totalSocialSecurityWages: amount,
  totalSocialSecurityTax: amount,
  totalMedicareWages: amount,
  totalMedicareTax: amount,
  totalSocialSecurityTips: amount,
  totalAllocatedTips: amount,
  totalDependentCareBenefits: amount,
  totalNonqualifiedPlans: amount,
  totalDeferredCompensation: amount,
  /** Box 15: the state, or "X" for several. */
  state: z.string().nullable(),
  totalStateWages: amount,
  totalStateIncomeTax: amount,
  totalLocalWages: amount,
  totalLocalIncomeTax: amount,
  filedDate: z.string().nullable(),
  createdAt: serverSetText,
});
export type W3Form = z.infer<typeof w3FormSchema>;

export const generateW2ResponseSchema = z.object({
  taxYear: z.number().int(),
  formsGenerated: z.number().int(),
  w3: w3FormSchema.nullable(),
});
export type GenerateW2Response = z.infer<typeof generateW2ResponseSchema>;

const columnSchema = z.object({ column1: amount, column2: amount });

/** Lines 6 to 15 of Form 941 and of Form 940 are each an amount. */
const amountLines6To15 = {
  line6: amount,
  line7: amount,
  line8: amount,
  line9: amount,
  line10: amount,
  line11: amount,
  line12: amount,
  line13: amount,
  line14: amount,
  line15: amount,
};

/** Form 941 Part 1, lines 1-15. */
export const form941LinesSchema = z.object({
  line1: z.number().int(),
  line2: amount,
  line3: amount,
  line4: z.boolean(),
  line5a: columnSchema,
  line5b: columnSchema,
  line5c: columnSchema,
  line5d: columnSchema,
  line5e: amount,
  line5f: amount,
  ...amountLines6To15,
});
export type Form941Lines = z.infer<typeof form941LinesSchema>;

export const QUARTERLY_REPORT_STATUSES = ['filed', 'late', 'due'] as const;

export const quarterlyTaxReportSchema = z.object({
  id: serverSetText,
  taxYear: z.number().int(),
  quarter: z.number().int(),
  totalWages: amount,
  federalIncomeTaxWithheld: amount,
  socialSecurityWages: amount,
  socialSecurityTax: amount,
  medicareWages: amount,
  medicareTax: amount,
  additionalMedicareTax: amount,
  futaWages: amount,
  futaTax: amount,
  sutaWages: amount,
  sutaTax: amount,
  stateWages: amount,
  stateIncomeTax: amount,
  stateDisabilityTax: amount,
  dueDate: z.string(),
  filedDate: z.string().nullable(),
  isLate: z.boolean(),
  penaltyAmount: amount,
  /** Spec section 4's display state. */
  status: z.enum(QUARTERLY_REPORT_STATUSES),
  lines: form941LinesSchema,
  warnings: z.array(z.string()),
  updatedAt: serverSetText,
});
export type QuarterlyTaxReport = z.infer<typeof quarterlyTaxReportSchema>;

export const fileQuarterlyReportInputSchema = z.strictObject({
  /** Defaults to today. */
  filedDate: dateSchema.optional(),
  /** Form 941 line 13: deposits made for the quarter (0 when left out). */
  totalDeposits: moneySchema.optional(),
});
export type FileQuarterlyReportInput = z.infer<typeof fileQuarterlyReportInputSchema>;

export const form940LinesSchema = z.object({
  line1a: z.string().nullable(),
  line1b: z.boolean(),
  line2: z.boolean(),
  line3: amount,
  line4: amount,
  line5: amount,
  ...amountLines6To15,
  line16a: amount,
  line16b: amount,
  line16c: amount,
  line16d: amount,
  line17: amount,
});

export const form940Schema = z.object({
  taxYear: z.number().int(),
  dueDate: z.string(),
  employeeCount: z.number().int(),
  lines: form940LinesSchema,
  /** Line 4's boxes: 4a fringe benefits, 4b group-term life, 4c retirement/pension, 4d dependent care, 4e other. */
  line4Boxes: z.object({
    line4a: z.boolean(),
    line4b: z.boolean(),
    line4c: z.boolean(),
    line4d: z.boolean(),
    line4e: z.boolean(),
  }),
  scheduleA: z.array(
    z.object({
      state: z.string(),
      futaWages: amount,
      reductionRate: z.string(),
      creditReduction: amount,
    }),
  ),
  isQuarterlyLiabilityRequired: z.boolean(),
  warnings: z.array(z.string()),
});
export type Form940 = z.infer<typeof form940Schema>;

export const reconciliationCheckSchema = z.object({
  id: serverSetText,
  label: z.string(),
  leftLabel: z.string(),
  leftAmount: amount.nullable(),
  rightLabel: z.string(),
  rightAmount: amount.nullable(),
  difference: amount.nullable(),
  isMatch: z.boolean(),
  formsChecked: z.number().int().nullable(),
  exceptions: z.array(z.object({ reference: z.string(), description: z.string() })),
});
export type ReconciliationCheck = z.infer<typeof reconciliationCheckSchema>;

export const reconciliationSchema = z.object({
  taxYear: z.number().int(),
  /** The year's W-2s (and so its W-3) have been generated at least once. */
  hasW2s: z.boolean(),
  /** W-2s were generated before the year's latest payroll record was written or the latest void of one of its checks. */
  isW2Stale: z.boolean(),
  checks: z.array(reconciliationCheckSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** A W-4 as the employee's W-4 panel shows it, listed under its employee. */
export const w4RecordSchema = w4FormSchema
  .omit({ employeeId: true })
  .extend({ filingStatus: z.string() });
export type W4Record = z.infer<typeof w4RecordSchema>;

export const employeeW4RecordsSchema = z.object({
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  department: z.string(),
  isEmployeeActive: z.boolean(),
  /** The employee's own fields, used as a 2019-or-earlier W-4 when no form is on file. */
  filingStatus: z.string(),
  allowances: z.number().int(),
  additionalWithholding: amount,
  forms: z.array(w4RecordSchema),
});
export type EmployeeW4Records = z.infer<typeof employeeW4RecordsSchema>;

/** Search over name, employee ID or department; paged like every list. */
export const w4RecordsQuerySchema = listQuerySchema;
export type W4RecordsQuery = z.infer<typeof w4RecordsQuerySchema>;

export const w4RecordsListSchema = listResponseSchema(employeeW4RecordsSchema);
export type W4RecordsList = z.infer<typeof w4RecordsListSchema>;
