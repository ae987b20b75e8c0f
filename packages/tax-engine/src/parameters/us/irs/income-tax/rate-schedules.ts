/*
 * 2026 values: Rev. Proc. 2025-32 was not read from the IRS PDF itself. Its section 4.01 brackets and
 * section 4.14(1) standard deductions agree across independent public transcriptions, the IRS 2026
 * inflation-adjustment news release as reported, and the 2026 Form W-4 Deductions Worksheet (line 9:
 * $768,700 / $640,600 / $384,350; line 11: $32,200 / $24,150 / $16,100).
 */
import { defineParameterData, read } from '../../../parameter-data';
import data from './rate-schedules.json' with { type: 'json' };

/** Return filing statuses of the rate schedules PayLab displays (married filing separately shares single's brackets up to 35%). */
const RATE_SCHEDULE_STATUSES = ['single', 'married-joint', 'head-of-household'] as const;
export type RateScheduleStatus = (typeof RATE_SCHEDULE_STATUSES)[number];

const PARAMETERS = defineParameterData('us/irs/income-tax/rate-schedules.json', data, {
  brackets: read.byKey(RATE_SCHEDULE_STATUSES, read.brackets),
  standardDeduction: read.byKey(RATE_SCHEDULE_STATUSES, read.cents),
});

/**
 * The statutory brackets of each tax year. Withholding never uses them directly (Pub 15-T's tables already
 * fold them in); the Dashboard and Compliance Center display them, and a test re-derives every
 * Pub 15-T row from them.
 */
export const INCOME_TAX_BRACKETS = PARAMETERS.brackets;
/** The basic standard deduction of each year, as published before it (the basis of its Pub 15-T tables). */
export const STANDARD_DEDUCTION = PARAMETERS.standardDeduction;
