import { ilike, or, type SQL } from 'drizzle-orm';
import { clients } from '@paylab/db';

/**
 * A client found by a search (case-insensitive): its company name, client ID or email contains the
 * pattern, or, where the list shows contacts, its contact's first or last name does.
 */
export function matchClientSearch(
  pattern: string,
  { isContactNameSearched = false }: { isContactNameSearched?: boolean } = {},
): SQL {
  const columns = [
    clients.companyName,
    clients.clientId,
    ...(isContactNameSearched ? [clients.contactFirstName, clients.contactLastName] : []),
    clients.email,
  ];
  return or(...columns.map((column) => ilike(column, pattern)))!;
}
