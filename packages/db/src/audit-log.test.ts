import { beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from './schema';
import { useTestDatabase } from './use-test-database';

/** Migration 0008: audit rows can be added, never changed or removed. */
describe('audit_log is append-only', () => {
  const database = useTestDatabase();
  let rowId: string;
  beforeAll(async () => {
    const [row] = await database.db
      .insert(auditLog)
      .values({
        actorName: 'admin',
        action: 'update',
        entity: 'client',
        entityId: 'c-1',
        after: { status: 'active' },
      })
      .returning({ id: auditLog.id });
    rowId = row!.id;
  });

  /** What PostgreSQL said when it refused (Drizzle wraps the driver's error as the cause). */
  async function refusal(query: PromiseLike<unknown>): Promise<string> {
    try {
      await query;
    } catch (error) {
      return String((error as { cause?: { message?: string } }).cause?.message);
    }
    throw new Error('the statement was not refused');
  }

  async function storedRow() {
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.id, rowId));
    return row;
  }

  test('an update is refused and the row keeps what it said', async () => {
    expect(
      await refusal(
        database.db
          .update(auditLog)
          .set({ actorName: 'someone else' })
          .where(eq(auditLog.id, rowId)),
      ),
    ).toBe('audit_log is append-only: UPDATE is not allowed');
    expect(await storedRow()).toMatchObject({
      actorName: 'admin',
      action: 'update',
      after: { status: 'active' },
    });
  });

  test('a delete is refused', async () => {
    expect(await refusal(database.db.delete(auditLog).where(eq(auditLog.id, rowId)))).toBe(
      'audit_log is append-only: DELETE is not allowed',
    );
    expect(await storedRow()).toBeDefined();
  });

  test('truncate is refused', async () => {
    expect(await refusal(database.db.execute(sql`truncate audit_log`))).toBe(
      'audit_log is append-only: TRUNCATE is not allowed',
    );
    expect(await storedRow()).toBeDefined();
  });

  test('new rows are still written', async () => {
    await database.db
      .insert(auditLog)
      .values({ actorName: 'admin', action: 'create', entity: 'invoice', entityId: 'i-1' });
    const [{ count }] = (
      await database.db.execute(sql`select count(*)::int as count from audit_log`)
    ).rows as [{ count: number }];
    expect(count).toBe(2);
  });
});
