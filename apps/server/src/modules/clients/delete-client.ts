import { count, eq } from 'drizzle-orm';
import { clients, invoices, users, type Database } from '@paylab/db';
import { AppError, type SessionUser } from '@paylab/shared';
import { writeDeletionAudit } from '../../lib/audit-log';
import { endClientUserSessions } from '../../lib/client-access';
import { lockRecord } from '../../lib/lock-record';
import { toClient } from './to-client';

export interface DeleteClientOptions {
  actor: SessionUser;
  id: string;
}

/**
 * Deletes a client without invoices (architecture: departure 10). The row lock makes an invoice
 * created at the same moment wait, so the check cannot be raced. Portal users linked to the client
 * keep their accounts but are deactivated and signed out: with no client they have nothing to see.
 */
export async function deleteClient(
  db: Database,
  { actor, id }: DeleteClientOptions,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const current = await lockRecord(tx, clients, id, 'client');
    const [{ value: invoiceCount }] = (await tx
      .select({ value: count() })
      .from(invoices)
      .where(eq(invoices.clientId, id))) as [{ value: number }];
    if (invoiceCount > 0) {
      const noun = invoiceCount === 1 ? 'invoice' : 'invoices';
      throw new AppError(
        'CONFLICT',
        `${current.companyName} has ${invoiceCount} ${noun} and cannot be deleted. Set the client inactive instead, or delete its invoices first.`,
      );
    }
    const linkedUsers = await tx
      .update(users)
      .set({ isActive: false, updatedAt: new Date().toISOString() })
      .where(eq(users.clientId, id))
      .returning({ id: users.id, username: users.username });
    await endClientUserSessions(tx, id);
    await tx.delete(clients).where(eq(clients.id, id));
    return writeDeletionAudit(
      tx,
      { actor, entity: 'client' },
      { ...toClient(current), linkedUsers: linkedUsers.map((user) => user.username) },
    );
  });
}
