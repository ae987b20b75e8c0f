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
