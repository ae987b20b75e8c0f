import type { DatabaseOrTransaction } from '@paylab/db';
import {
  MAX_PREVIEW_ERRORS,
  type PayRunPreview,
  type payRunPreviewInputSchema,
} from '@paylab/shared';
import type { z } from 'zod';
import { buildPayRun } from './build-pay-run';
import { sumPayRun, toPayRunRow } from './summarize-pay-run';

export interface PreviewPayRunOptions {
  input: z.output<typeof payRunPreviewInputSchema>;
  today: string;
}

/** Every amount of the run before anything is written: one page of rows, totals and all errors over the whole run. */
export async function previewPayRun(
  db: DatabaseOrTransaction,
  { input, today }: PreviewPayRunOptions,
): Promise<PayRunPreview> {
  const run = await buildPayRun(db, { request: input, today });
  const { grossPayCents: _gross, netPayCents: _net, paidCount: _paid, ...totals } = sumPayRun(run);
  const offset = (input.page - 1) * input.pageSize;
  return {
    payFrequency: run.payFrequency,
    ...run.period,
    ruleSet: run.ruleSet,
    employeeCount: run.rows.length,
    rows: run.rows.slice(offset, offset + input.pageSize).map(toPayRunRow),
    page: input.page,
    pageSize: input.pageSize,
    totals,
    errorCount: run.errors.length,
    errors: run.errors.slice(0, MAX_PREVIEW_ERRORS),
    warnings: run.warnings,
  };
}
