import { eq } from 'drizzle-orm';
import { clients, type Database } from '@paylab/db';
import { AppError, type Client, type SessionUser } from '@paylab/shared';
import { BLOCKED_CLIENT_STATUSES } from '../../lib/client-access';
import { toClient } from '../clients/to-client';

/**
 * The signed-in client user's own company, checked on every portal request: access ends as soon as
 * an admin rejects the client, removes its UI access or sets it inactive or suspended, even for a
 * session that is already open (api-conventions: Identity).
 */
export async function getOwnClient(db: Database, user: SessionUser): Promise<Client> {
  if (!user.clientId) throw new AppError('NOT_FOUND', 'No client record is linked to this account');
  const [client] = await db.select().from(clients).where(eq(clients.id, user.clientId));
  if (!client) throw new AppError('NOT_FOUND', 'No client record is linked to this account');
  if (!client.uiAccess || BLOCKED_CLIENT_STATUSES.has(client.status)) {
    throw new AppError(
      'FORBIDDEN',
      'Your client portal access is not active. Please contact your administrator.',
    );
  }
  return toClient(client);
}
