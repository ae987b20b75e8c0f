import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The sum of a money column or expression over the selected rows, as text the API can send: two
 * decimals, "0.00" when no row is summed.
 */
export function sumMoney(value: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(sum(${value}), 0)::numeric(16, 2)::text`;
}
