import { numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money is NUMERIC on disk and a decimal string on the wire (docs/decisions/0003). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Rates such as 0.0875 keep four decimals. */
export const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
/**
 * The required id of the row this one belongs to. `onDelete` says what deleting that row does:
 * cascade takes this one with it, restrict refuses while this one exists.
 */
export const parentId = (
  name: string,
  parent: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => uuid(name).notNull().references(parent, { onDelete });
