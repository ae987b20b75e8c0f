import {
  and,
  desc,
  eq,
  ilike,
  inArray,
  like,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  clients,
  invoices,
  invoiceStatusTotals,
  toContainsPattern,
  type Database,
} from '@paylab/db';
import {
  formatMoney,
  type InvoiceList,
  type InvoiceStatus,
  type InvoiceSummary,
  type ListInvoicesQuery,
  parseMoney,
  UNOWED_INVOICE_STATUSES,
} from '@paylab/shared';
import { selectWithoutRows } from '../../lib/read-page';
import { selectWorkingToday } from '../../lib/working-today';
import { invoiceColumns, isIssuedToClient, toInvoice } from './invoice-queries';

/**
 * From this many skipped rows on, a page skips ids only: near the top, reading whole rows straight off
 * the index is cheaper; far down, skipping narrow id rows first and then fetching the page wins.
 */
const DEFERRED_JOIN_OFFSET = 1000;

const newestFirst = [desc(invoices.createdAt), desc(invoices.id)] as const;

export interface ListInvoicesOptions {
  query: ListInvoicesQuery;
  /**
   * The portal's scope: only this client's issued invoices (no drafts), with cards that count money
   * (portalCards) instead of the staff screen's invoice statuses.
   */
  clientId?: string;
}

/**
 * The money cards over a set of invoices or of per-status totals, one rule for both (ADR 0035):
 * - Paid is what was received: the payments recorded, and the whole total of an invoice marked paid
 *   (with no payments recorded its status is the only record that the money came in; ADR 0016).
 * - Outstanding is what is still owed on sent and overdue invoices, part-payments taken off; a
 *   draft is not yet billed and a cancelled invoice is billed to nobody.
 */
function moneyCards(columns: { status: PgColumn; totalAmount: PgColumn; amountPaid: PgColumn }) {
  const { status, totalAmount, amountPaid } = columns;
  return {
    paid: sql<string>`(coalesce(sum(${totalAmount}) filter (where ${status} = 'paid'), 0) + coalesce(sum(${amountPaid}) filter (where ${status} <> 'paid'), 0))::text`,
    outstanding: sql<string>`coalesce(sum(${totalAmount} - ${amountPaid}) filter (where ${status} in ('sent', 'overdue')), 0)::text`,
  };
}

/**
 * The portal's cards (ADR 0014) leave cancelled invoices out of what was billed and received (the
 * portal still lists them); drafts are not the portal's to see at all (isIssuedToClient).
 */
const portalCards = {
  totalInvoiced: sql<string>`coalesce(sum(${invoices.totalAmount}) filter (where ${invoices.status} <> 'cancelled'), 0)::text`,
  paid: sql<string>`(coalesce(sum(${invoices.totalAmount}) filter (where ${invoices.status} = 'paid'), 0) + coalesce(sum(${invoices.amountPaid}) filter (where ${invoices.status} not in ('paid', 'cancelled')), 0))::text`,
};

/** The day overdue is judged on: the caller's date, or the company's working today in SQL. */
type Today = string | SQL;

/** isInvoicePastDue (packages/shared) in SQL: still owed and due before today. */
function isPastDue(status: PgColumn, dueDate: PgColumn, today: Today): SQL {
  return and(notInArray(status, [...UNOWED_INVOICE_STATUSES]), lt(dueDate, today))!;
}

/** The status filter; 'Overdue' also takes the invoices the screen badges as overdue. */
function matchesStatus(
  status: PgColumn,
  dueDate: PgColumn,
  wanted: InvoiceStatus | undefined,
  today: Today,
): SQL | undefined {
  if (!wanted) return undefined;
  if (wanted === 'overdue') return or(eq(status, 'overdue'), isPastDue(status, dueDate, today));
  return eq(status, wanted);
}

interface SummaryRow {
  total: number;
  totalInvoiced: string;
  paid: string;
  outstanding: string;
  overdueCount: number;
}

function toSummary(row: SummaryRow | undefined): { total: number; summary: InvoiceSummary } {
  return {
    total: Number(row?.total ?? 0),
    summary: {
      totalInvoiced: formatMoney(parseMoney(row?.totalInvoiced ?? '0')),
      paid: formatMoney(parseMoney(row?.paid ?? '0')),
      outstanding: formatMoney(parseMoney(row?.outstanding ?? '0')),
      overdueCount: Number(row?.overdueCount ?? 0),
    },
  };
}

/**
 * Invoices newest first, filtered and paged in SQL, with the four summary cards computed over the
 * whole filtered set (api-conventions: lists). Search matches the invoice number or the client's
 * company name, case-insensitively (spec section 2).
 */
export async function listInvoices(
  db: Database,
  { query, clientId }: ListInvoicesOptions,
): Promise<InvoiceList> {
  const today = query.today ?? selectWorkingToday();
  const scopeClientId = clientId ?? query.clientId;
  const conditions: SQL[] = [];
  if (clientId) conditions.push(isIssuedToClient(clientId));
  else if (query.clientId) conditions.push(eq(invoices.clientId, query.clientId));
  const statusCondition = matchesStatus(invoices.status, invoices.dueDate, query.status, today);
  if (statusCondition) conditions.push(statusCondition);
  if (query.search) {
    const searchCondition = await matchesSearch(db, query.search);
    if (!searchCondition) return emptyList(query);
    conditions.push(searchCondition);
  }
  const where = conditions.length ? and(...conditions) : undefined;

  // With no search and no client the cards come from the totals the triggers keep. Otherwise they are
  // one aggregate over the matches: numbering every match with window aggregates instead spends most
  // of its time sorting and buffering every match. Either way the cards ride on the page's rows as
  // one uncorrelated subquery, so page and cards are one round trip from one snapshot (ADR 0026).
  const isWholeList = !query.search && !scopeClientId;
  const summary = isWholeList
    ? selectTotalsSummary(db, query.status, today)
    : selectMatchesSummary(db, where, today, { isPortal: Boolean(clientId) });
  const offset = (query.page - 1) * query.pageSize;
  const rows = await selectPage(db, where, query.pageSize, offset, summary);
  // A page with no rows (no match, or past the last page) asks for the cards alone.
  const summaryRow = rows[0]?.summary ?? (await selectWithoutRows(db, { summary })).summary;
  const counted = toSummary(summaryRow);
  return {
    items: rows.map(toInvoice),
    total: counted.total,
    page: query.page,
    pageSize: query.pageSize,
    summary: counted.summary,
  };
}

/**
 * One page, newest first, each row carrying the cards. Near the top the rows are read straight off
 * an index. Deeper down only the ids are skipped and the page's rows fetched by id, so page 200
 * costs about what page 1 does; near the top that shape would cost more to plan than to run.
 */
function selectPage(
  db: Database,
  where: SQL | undefined,
  pageSize: number,
  offset: number,
  summary: SQL<SummaryRow>,
) {
  const selectPageRows = () =>
    db
      .select({ ...invoiceColumns, summary })
      .from(invoices)
      .leftJoin(clients, eq(clients.id, invoices.clientId));
  if (offset >= DEFERRED_JOIN_OFFSET) {
    const pageIds = db
      .select({ id: invoices.id })
      .from(invoices)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offset);
    return selectPageRows()
      .where(inArray(invoices.id, pageIds))
      .orderBy(...newestFirst);
  }
  return selectPageRows()
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset(offset);
}

/** Up to this many matching clients are passed by id, which the planner estimates well. */
const MAX_CLIENT_IDS = 1000;
/** What an invoice number may contain (the invoice schema's rule). */
const INVOICE_NUMBER_CHARACTERS = /^[A-Za-z0-9._/-]+$/;

/**
 * Invoice number or company name contains the search, case-insensitively. A search that no
 * invoice number can contain (a space, say) skips the scan of the numbers; matching clients are
 * looked up first (clients are few, invoices many). Null when nothing can match.
 */
async function matchesSearch(db: Database, search: string): Promise<SQL | null> {
  const pattern = toContainsPattern(search);
  const matchingClients = db
    .select({ id: clients.id })
    .from(clients)
    .where(ilike(clients.companyName, pattern));
  const clientIds = (await matchingClients.limit(MAX_CLIENT_IDS + 1)).map((row) => row.id);
  const clientMatch =
    clientIds.length > MAX_CLIENT_IDS
      ? inArray(invoices.clientId, matchingClients)
      : clientIds.length
        ? inArray(invoices.clientId, clientIds)
        : null;
  const numberMatch = INVOICE_NUMBER_CHARACTERS.test(search)
    ? like(invoices.invoiceNumberSearch, sql`upper(${pattern})`)
    : null;
  if (numberMatch && clientMatch) return or(numberMatch, clientMatch)!;
  return numberMatch ?? clientMatch;
}

function emptyList(query: ListInvoicesQuery): InvoiceList {
  return {
    items: [],
    total: 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: { totalInvoiced: '0.00', paid: '0.00', outstanding: '0.00', overdueCount: 0 },
  };
}

/**
 * The cards as one value: a subquery runs once per statement however many rows carry it, and one
 * subquery rather than one per card reads the matches once.
 */
function toSummaryValue(
  db: Database,
  cards: Record<keyof SummaryRow, SQL>,
  from: PgTable,
  where: SQL | undefined,
): SQL<SummaryRow> {
  const fields = Object.entries(cards).flatMap(([name, value]) => [sql.raw(`'${name}'`), value]);
  const value = sql`json_build_object(${sql.join(fields, sql`, `)})`;
  return sql<SummaryRow>`(${db.select({ value }).from(from).where(where)})`;
}

/** The cards from the matching invoices themselves: used when a search or a client narrows the list. */
function selectMatchesSummary(
  db: Database,
  where: SQL | undefined,
  today: Today,
  { isPortal }: { isPortal: boolean },
): SQL<SummaryRow> {
  const cards = moneyCards(invoices);
  return toSummaryValue(
    db,
    {
      total: sql`count(*)::int`,
      totalInvoiced: isPortal
        ? portalCards.totalInvoiced
        : sql`coalesce(sum(${invoices.totalAmount}), 0)::text`,
      paid: isPortal ? portalCards.paid : cards.paid,
      outstanding: cards.outstanding,
      overdueCount: sql`(count(*) filter (where ${isPastDue(invoices.status, invoices.dueDate, today)}))::int`,
    },
    invoices,
    where,
  );
}

/** The cards from the per-status, per-due-date totals the triggers keep (migration 0004). */
function selectTotalsSummary(
  db: Database,
  status: InvoiceStatus | undefined,
  today: Today,
): SQL<SummaryRow> {
  const { status: totalsStatus, dueDate, invoiceCount, totalAmount } = invoiceStatusTotals;
  const cards = moneyCards(invoiceStatusTotals);
  return toSummaryValue(
    db,
    {
      total: sql`coalesce(sum(${invoiceCount}), 0)::int`,
      totalInvoiced: sql`coalesce(sum(${totalAmount}), 0)::text`,
      paid: cards.paid,
      outstanding: cards.outstanding,
      overdueCount: sql`coalesce(sum(${invoiceCount}) filter (where ${isPastDue(totalsStatus, dueDate, today)}), 0)::int`,
    },
    invoiceStatusTotals,
    matchesStatus(totalsStatus, dueDate, status, today),
  );
}
