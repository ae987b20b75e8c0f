import {
  addDays,
  AppError,
  type FileQuarterlyReportInput,
  parseMoney,
  type QuarterlyTaxReport,
  type SessionUser,
} from '@paylab/shared';
import type { Database } from '@paylab/db';
import { getQuarterDateRange } from '@paylab/tax-engine/forms';
import { writeAuditLog } from '../../lib/audit-log';
import { findQuarterlyReport, refreshQuarterlyReportsIn, toReportWire } from './quarterly-reports';

export interface FileQuarterlyReportOptions {
  actor: SessionUser;
  id: string;
  input: FileQuarterlyReportInput;
  today: string;
  /** The date at UTC+14 (getLatestDateAnywhere): no viewer's today is later, so the filed date may be up to it. */
  latestDateAnywhere: string;
}

/**
 * Records that a quarter's 941 was filed (and line 13, the deposits made for it). A return can be
 * filed once its quarter has ended and not on a day still to come anywhere: the dialog offers the
 * browser's today, which can be a day ahead of the server's. It is filed once.
 */
export async function fileQuarterlyReport(
  db: Database,
  { actor, id, input, today, latestDateAnywhere }: FileQuarterlyReportOptions,
): Promise<QuarterlyTaxReport> {
  return db.transaction(async (tx) => {
    const before = await findQuarterlyReport(tx, id, { isLocked: true });
    if (!before) throw new AppError('NOT_FOUND', 'Quarterly report not found');
    // A filed return is on the IRS's record, and voids and new paychecks are refused in its quarter;
    // filing it again would rewrite its date and its late-filing penalty. A correction is a 941-X.
    if (before.filedDate) {
      throw new AppError(
        'CONFLICT',
        `Form 941 for Q${before.quarter} ${before.taxYear} was already filed on ${before.filedDate}.`,
      );
    }
    const filedDate = input.filedDate ?? today;
    const firstDay = addDays(getQuarterDateRange(before.taxYear, before.quarter).end, 1);
    if (filedDate > latestDateAnywhere)
      throw AppError.field('filedDate', 'The filed date cannot be in the future');
    if (filedDate < firstDay)
      throw AppError.field(
        'filedDate',
        `A Q${before.quarter} ${before.taxYear} return can be filed from ${firstDay}, after the quarter ends`,
      );
    const reports = await refreshQuarterlyReportsIn(tx, {
      taxYear: before.taxYear,
      today,
      filing: {
        quarter: before.quarter,
        filedDate,
        totalDeposits:
          input.totalDeposits === undefined ? undefined : parseMoney(input.totalDeposits),
      },
    });
    const after = reports.find((report) => report.quarter === before.quarter);
    if (!after) throw new AppError('NOT_FOUND', 'Quarterly report not found');
    await writeAuditLog(tx, {
      actor,
      action: 'file',
      entity: 'quarterly_tax_reports',
      entityId: id,
      before: toReportWire(before),
      after,
    });
    return after;
  });
}
