/*
 * 2026 values: the Pub 15-T (2026) Worksheet 1A amounts and annual tables were not read from the IRS
 * PDF itself. They agree across several independent public transcriptions of p15t--2026.pdf, and every
 * 2026 table row re-derives from Rev. Proc. 2025-32 and the 2026 Form W-4 (standard deduction less
 * line 1g; the checkbox rows are the half-width brackets), which test/cases/federal-2026.test.ts
 * checks. The line 1k allowance ($4,300) also agrees with the 2026 nonresident alien Table 1
 * ($16,100 - $4,300 = $11,800 a year).
 */
import { defineParameterData, read } from '../../../parameter-data';
import data from './percentage-method.json' with { type: 'json' };

/** The three Pub 15-T table columns; married filing separately always uses the single column. */
const FEDERAL_TABLE_STATUSES = [
  'married-joint',
  'single-or-married-separate',
  'head-of-household',
] as const;
export type FederalTableStatus = (typeof FEDERAL_TABLE_STATUSES)[number];

const PARAMETERS = defineParameterData('us/irs/income-tax/percentage-method.json', data, {
  line1g: read.byKey(FEDERAL_TABLE_STATUSES, read.cents),
  line1k: read.cents,
  standardTables: read.byKey(FEDERAL_TABLE_STATUSES, read.table),
  checkboxTables: read.byKey(FEDERAL_TABLE_STATUSES, read.table),
});

/** Worksheet 1A line 1g: added to Step 4(b) when the Step 2 box is not checked. */
export const LINE_1G_AMOUNT = PARAMETERS.line1g;
/** Worksheet 1A line 1k: the annual value of one allowance on a 2019-or-earlier Form W-4. */
export const LINE_1K_ALLOWANCE = PARAMETERS.line1k;
/** The annual STANDARD withholding rate schedules (Step 2 box not checked, or an old W-4). */
export const STANDARD_WITHHOLDING_TABLES = PARAMETERS.standardTables;
/** The annual Form W-4 Step 2 Checkbox withholding rate schedules. */
export const CHECKBOX_WITHHOLDING_TABLES = PARAMETERS.checkboxTables;
