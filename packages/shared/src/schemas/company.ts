import { z } from 'zod';
import { payrollCalendarSchema } from '../payroll-calendar';
import { createRateSchema, dateSchema, rateSchema, requiredText, ruleSetSchema } from './common';

export const EIN_PATTERN = /^\d{2}-\d{7}$/;

export const companySettingsSchema = z.object({
  companyName: z.string(),
  companyAddress: z.string(),
  ein: z.string(),
  stateUnemploymentRate: z.string(),
  federalUnemploymentRate: z.string(),
  payScheduleAnchorDate: z.string(),
  taxRuleSet: ruleSetSchema,
  payrollCalendar: payrollCalendarSchema,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const updateCompanySettingsInputSchema = z.strictObject({
  companyName: requiredText('Company name', 255, 'name'),
  companyAddress: z
    .string({ error: 'Company address is required (an empty text clears it)' })
    .trim()
    .max(500, 'At most 500 characters'),
  ein: z
    .string({ error: 'EIN is required' })
    .trim()
    .regex(EIN_PATTERN, 'EIN must look like 12-3456789'),
  stateUnemploymentRate: createRateSchema('State unemployment rate'),
  /**
   * Set by law, not by the company (IRC 3301, 3302: 6.0% less the 5.4% state credit), so the engine
   * never reads a stored value. Optional so that a GET answer sent back whole is accepted; the server
   * refuses any other value with 400 naming the field rather than save a rate nothing would apply.
   */
  federalUnemploymentRate: rateSchema.optional(),
  payScheduleAnchorDate: dateSchema,
  taxRuleSet: ruleSetSchema,
  /** Left out, the calendar stays as it is (a client written before the setting existed). */
  payrollCalendar: payrollCalendarSchema.optional(),
});
export type UpdateCompanySettingsInput = z.infer<typeof updateCompanySettingsInputSchema>;
