import { eq } from 'drizzle-orm';
import { clients, type Database } from '@paylab/db';
import {
  AppError,
  EDITABLE_CLIENT_STATUSES,
  type Client,
  type SessionUser,
  type UpdateClientInput,
} from '@paylab/shared';
import { writeUpdateAudit } from '../../lib/audit-log';
import { lockRecordForEdit } from '../../lib/lock-record';
import { assertClientCodeIsFree, toClientConflict, toClientDetailColumns } from './create-client';
import { toClient } from './to-client';

export interface UpdateClientOptions {
  actor: SessionUser;
  id: string;
  input: UpdateClientInput;
  /** The versions the edit may be made from (If-Match), or null for any. */
  acceptedVersions: string[] | null;
}

const EDITABLE_STATUSES: readonly string[] = EDITABLE_CLIENT_STATUSES;

/**
 * Updates a client's details. The status may stay what approval set, or become active, inactive or
 * suspended; UI access and the approver change only through approve and reject (api-conventions).
 * An edit made from a stale version is refused (ADR 0020).
 */
export async function updateClient(
  db: Database,
  { actor, id, input, acceptedVersions }: UpdateClientOptions,
): Promise<Client> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockRecordForEdit(tx, clients, id, {
        recordName: 'client',
        acceptedVersions,
      });
      const status = input.status ?? current.status;
      if (status !== current.status && !EDITABLE_STATUSES.includes(status)) {
        throw AppError.field(
          'status',
          'Status can be set to active, inactive or suspended here; approve or reject access in the Admin Panel',
        );
      }
      // An empty client ID keeps the current one: a client always has its code.
      const clientCode = input.clientId ?? current.clientId;
      if (clientCode.toLowerCase() !== current.clientId.toLowerCase())
        await assertClientCodeIsFree(tx, clientCode, id);
      const [row] = await tx
        .update(clients)
        .set({
          clientId: clientCode,
          ...toClientDetailColumns(input),
          status,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(clients.id, id))
        .returning();
      return writeUpdateAudit(
        tx,
        { actor, entity: 'client' },
        { before: toClient(current), after: toClient(row!) },
      );
    });
  } catch (error) {
    throw toClientConflict(error, input.clientId);
  }
}
