import { auditLog, type DatabaseOrTransaction } from '@paylab/db';
import type { SessionUser } from '@paylab/shared';

export interface AuditEntry {
  actor: Pick<SessionUser, 'id' | 'username'> | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one audit row; call it inside the transaction that makes the change. */
export async function writeAuditLog(tx: DatabaseOrTransaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor?.id ?? null,
    actorName: entry.actor?.username ?? 'system',
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Audits a record just created, under its own id and whole as `after`; answers the record. */
export async function writeCreationAudit<Created extends { id: string }>(
  tx: DatabaseOrTransaction,
  { actor, entity }: Pick<AuditEntry, 'actor' | 'entity'>,
  record: Created,
): Promise<Created> {
  await writeAuditLog(tx, { actor, action: 'create', entity, entityId: record.id, after: record });
  return record;
}

/** Audits an edit of a record under its id, as it was and as it is; answers the record as it is. */
export async function writeUpdateAudit<Updated extends { id: string }>(
  tx: DatabaseOrTransaction,
  { actor, entity }: Pick<AuditEntry, 'actor' | 'entity'>,
  { before, after }: { before: unknown; after: Updated },
): Promise<Updated> {
  await writeAuditLog(tx, { actor, action: 'update', entity, entityId: after.id, before, after });
  return after;
}

/** Audits a record just deleted, under its own id and whole as `before`; answers its id. */
export async function writeDeletionAudit<Deleted extends { id: string }>(
  tx: DatabaseOrTransaction,
  { actor, entity }: Pick<AuditEntry, 'actor' | 'entity'>,
  before: Deleted,
): Promise<{ id: string }> {
  await writeAuditLog(tx, { actor, action: 'delete', entity, entityId: before.id, before });
  return { id: before.id };
}
