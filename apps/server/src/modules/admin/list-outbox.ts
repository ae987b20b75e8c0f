import { count, desc, ilike } from 'drizzle-orm';
import { mailOutbox, toContainsPattern, type Database } from '@paylab/db';
import type { ListQuery, OutboxMessageList } from '@paylab/shared';
import { readPage } from '../../lib/read-page';
import { toIsoTimestamp } from '../../lib/timestamps';

/** The mail PayLab kept instead of sending (no SMTP_URL), newest first, for a super admin;
 * the search matches the recipient. */
export async function listOutbox(db: Database, query: ListQuery): Promise<OutboxMessageList> {
  const where = query.search
    ? ilike(mailOutbox.toAddress, toContainsPattern(query.search))
    : undefined;
  return readPage(query, {
    rows: db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .$dynamic(),
    total: db.select({ value: count() }).from(mailOutbox).where(where),
    toItems: (rows) => rows.map((row) => ({ ...row, createdAt: toIsoTimestamp(row.createdAt) })),
  });
}
