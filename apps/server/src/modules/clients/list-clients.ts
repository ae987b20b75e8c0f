import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { clients, toContainsPattern, type Database } from '@paylab/db';
import type { ClientList, ListClientsQuery } from '@paylab/shared';
import { readPage } from '../../lib/read-page';
import { matchClientSearch } from './match-client-search';
import { toClient } from './to-client';

/** Clients newest first; search matches company, client ID, contact names and email (case-insensitive). */
export async function listClients(db: Database, query: ListClientsQuery): Promise<ClientList> {
  const conditions: SQL[] = [];
  if (query.search) {
    conditions.push(
      matchClientSearch(toContainsPattern(query.search), { isContactNameSearched: true }),
    );
  }
  if (query.status) conditions.push(eq(clients.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return readPage(query, {
    rows: db
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.clientId))
      .$dynamic(),
    total: db.select({ value: count() }).from(clients).where(where),
    toItems: (rows) => rows.map(toClient),
  });
}
