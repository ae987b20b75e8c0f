import { sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '@paylab/db';

/** Which page of a list is asked for (api-conventions: lists). */
interface PageRequest {
  page: number;
  pageSize: number;
}

export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

interface PageReads<Rows extends PgSelect, Item> {
  /** Every matching row in the list's order (`$dynamic()`); the page's LIMIT and OFFSET go here. */
  rows: Rows;
  /** `count()` over the same matching rows, read beside the page. */
  total: PromiseLike<{ value: number }[]>;
  toItems: (rows: Rows['_']['result']) => Item[] | Promise<Item[]>;
}

/** One page of a list paged by offset, with the count of every matching row. */
export async function readPage<Rows extends PgSelect, Item>(
  query: PageRequest,
  { rows, total, toItems }: PageReads<Rows, Item>,
): Promise<ListPage<Item>> {
  const [pageRows, [totalRow]] = await Promise.all([
    rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    total,
  ]);
  return {
    items: await toItems(pageRows),
    total: totalRow?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Values a list's page rows carry as uncorrelated subqueries (its counts, its cards), read on their
 * own: a page with no rows (no match, or past the last page) carries none.
 */
export async function selectWithoutRows<Fields extends SelectedFields>(
  db: DatabaseOrTransaction,
  fields: Fields,
) {
  const [row] = await db.select(fields).from(sql`(select) as "one_row"`);
  // A select without a FROM table's rows answers exactly one row.
  return row!;
}
