import { asc } from 'drizzle-orm';
import { clients, type Database } from '@paylab/db';
import type { ClientOption } from '@paylab/shared';

/** Every client for the invoice form's dropdown, by company name; a handful of columns each. */
export async function listClientOptions(db: Database): Promise<ClientOption[]> {
  return db
    .select({
      id: clients.id,
      clientId: clients.clientId,
      companyName: clients.companyName,
      paymentTerms: clients.paymentTerms,
    })
    .from(clients)
    .orderBy(asc(clients.companyName), asc(clients.clientId));
}
