import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { clients, toContainsPattern, type Database } from '@paylab/db';
import type { ClientList, ListClientsQuery } from '@paylab/shared';
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
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.clientId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return {
    items: rows.map(toClient),
    total: totalRow?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
