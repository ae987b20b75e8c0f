import { eq, sql } from 'drizzle-orm';
import { clients, type Transaction } from '@paylab/db';
import { AppError } from '@paylab/shared';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `{clientId}` is the client's uuid or its text code such as CL-0001 (api-conventions: Identity).
 * The row stays locked until the transaction ends, so two reviews of one client run one at a time.
 */
export async function findClientByReferenceForUpdate(
  tx: Transaction,
  reference: string,
): Promise<typeof clients.$inferSelect> {
  const where = UUID_PATTERN.test(reference)
    ? eq(clients.id, reference)
    : eq(sql`lower(${clients.clientId})`, reference.toLowerCase());
  const [client] = await tx.select().from(clients).where(where).limit(1).for('update');
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  return client;
}
