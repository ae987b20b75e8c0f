import { and, eq } from 'drizzle-orm';
import { auditLog } from '@paylab/db';
import type { TestDatabase } from '@paylab/db/testing';

export interface AuditRowMatch {
  entity?: string;
  entityId?: string;
  action?: string;
}

/** The audit rows a write left for one entity, read from the database as the log stores them. */
export function findAuditRows(database: TestDatabase, { entity, entityId, action }: AuditRowMatch) {
  return database.db
    .select()
    .from(auditLog)
    .where(
      and(
        entity === undefined ? undefined : eq(auditLog.entity, entity),
        entityId === undefined ? undefined : eq(auditLog.entityId, entityId),
        action === undefined ? undefined : eq(auditLog.action, action),
      ),
    );
}
