import { sql, type SQL } from 'drizzle-orm';
import { payrollRecords } from '@paylab/db';
import type { ReportRange } from './report-period';

/**
 * Records created in [start, endExclusive) as the viewer's calendar sees them. Comparing created_at
 * with two instants (not converting every row) lets PostgreSQL use the created_at index.
 */
export function createdWithin(
  range: Pick<ReportRange, 'startDate' | 'endExclusive'>,
  timeZone: string,
): SQL {
  return sql`${payrollRecords.createdAt} >= (${range.startDate}::timestamp at time zone ${timeZone}) and ${payrollRecords.createdAt} < (${range.endExclusive}::timestamp at time zone ${timeZone})`;
}
