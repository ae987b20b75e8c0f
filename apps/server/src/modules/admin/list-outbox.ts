import { count, desc, ilike } from 'drizzle-orm';
import { mailOutbox, toContainsPattern, type Database } from '@paylab/db';
import type { ListQuery, OutboxMessageList } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

/** The mail PayLab kept instead of sending (no SMTP_URL), newest first, for a super admin;
 * the search matches the recipient. */
export async function listOutbox(db: Database, query: ListQuery): Promise<OutboxMessageList> {
  const where = query.search
    ? ilike(mailOutbox.toAddress, toContainsPattern(query.search))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: toIsoTimestamp(row.createdAt) })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
