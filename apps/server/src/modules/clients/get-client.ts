import { eq } from 'drizzle-orm';
import { clients, type DatabaseOrTransaction } from '@paylab/db';
import { AppError, type Client } from '@paylab/shared';
import { toClient } from './to-client';

export async function getClientById(db: DatabaseOrTransaction, id: string): Promise<Client> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Client not found');
  return toClient(row);
}
