import { like, sql, type SQL } from 'drizzle-orm';
import { employees } from '../schema';

/** `%`, `_` and `\` typed into a search box match themselves, not as LIKE wildcards. */
export function toContainsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Name ("first last"), employee ID or department contains the search, case-insensitively (spec
 * section 2, Employee Management). LIKE on the stored lowercase `search_text`, which the trigram
 * index serves, rather than three ILIKEs that lower-case every row on every keystroke.
 * Takes the pattern `toContainsPattern` makes.
 */
export function matchesEmployeeSearch(pattern: string): SQL {
  return like(employees.searchText, sql`lower(${pattern})`);
}
