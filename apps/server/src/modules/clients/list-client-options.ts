import { asc, ne } from 'drizzle-orm';
import { clients, type Database } from '@paylab/db';
import type { ClientOption } from '@paylab/shared';

/** Every billable client for the invoice form's dropdown, by company name; a rejected one is not. */
export async function listClientOptions(db: Database): Promise<ClientOption[]> {
  const rows = await db
    .select({
      id: clients.id,
      clientId: clients.clientId,
      companyName: clients.companyName,
      paymentTerms: clients.paymentTerms,
      status: clients.status,
    })
    .from(clients)
    .where(ne(clients.status, 'rejected'))
    .orderBy(asc(clients.companyName), asc(clients.clientId));
  return rows.map((row) => ({ ...row, status: row.status as ClientOption['status'] }));
}
