import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { calculateInvoiceTotals, calculateLineTotal, formatMoney, sumCents } from '@paylab/shared';
import { createTestDatabase, type TestDatabase } from '@paylab/db/testing';
import { signInOverHttp, startServerProcess, type ServerProcess } from '../../test/server-process';

/** Created one by one, each acknowledged before the next is sent. */
const ACKNOWLEDGED_ONE_BY_ONE = 15;
/** Sent at once; the process is killed while they are being written. */
const BURST = 40;
/** The burst is cut after this many of its creates were acknowledged. */
const KILL_AFTER_BURST_ACKS = 5;
const ISSUE_DATE = '2033-03-01';
const TAX_RATE = '0.0875';

interface SentItem {
  description: string;
  quantity: string;
  unitPrice: string;
}

interface SentInvoice {
  tag: string;
  items: SentItem[];
}

interface Acknowledged {
  tag: string;
  id: string;
  invoiceNumber: string;
  totalAmount: string;
}

/** Invoice `tag` with a few items (or, in the burst, many), each line told apart by its text. */
function makeInvoice(tag: string, itemCount: number): SentInvoice {
  return {
    tag,
    items: Array.from({ length: itemCount }, (_, line) => ({
      description: `${tag} line ${line + 1}`,
      quantity: formatMoney(100 + 25 * (line % 4)),
      unitPrice: formatMoney(1999 + 137 * line),
    })),
  };
}

function postInvoice(
  server: ServerProcess,
  cookie: string,
  clientId: string,
  invoice: SentInvoice,
) {
  return fetch(`${server.baseUrl}/api/invoices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      clientId,
      issueDate: ISSUE_DATE,
      taxRate: TAX_RATE,
      status: 'sent',
      notes: invoice.tag,
      items: invoice.items,
    }),
  });
}

interface StoredItem {
  description: string;
  quantity: string;
  unit_price: string;
  total_price: string;
}

interface StoredInvoice {
  id: string;
  invoice_number: string;
  notes: string;
  subtotal: string;
  tax_rate: string;
  tax_amount: string;
  total_amount: string;
  items: StoredItem[];
  audits: number;
}

async function readStoredInvoices(database: TestDatabase): Promise<StoredInvoice[]> {
  const result = await database.db.execute(sql`
    select v.id, v.invoice_number, v.notes, v.subtotal::text as subtotal, v.tax_rate::text as tax_rate,
           v.tax_amount::text as tax_amount, v.total_amount::text as total_amount,
           coalesce((select json_agg(json_build_object('description', i.description, 'quantity', i.quantity::text,
                       'unit_price', i.unit_price::text, 'total_price', i.total_price::text) order by i.position)
                     from invoice_items i where i.invoice_id = v.id), '[]'::json) as items,
           (select count(*)::int from audit_log a where a.entity = 'invoice' and a.action = 'create' and a.entity_id = v.id::text) as audits
    from invoices v where v.issue_date = ${ISSUE_DATE} order by v.invoice_number`);
  // Raw SQL (items folded in by json_agg) whose row type, StoredInvoice, is declared above.
  return result.rows as unknown as StoredInvoice[];
}

/** Sessions of the server under test that are inside a transaction or running a statement. */
async function countOpenTransactions(database: TestDatabase): Promise<number> {
  const [row] = (
    await database.db.execute(sql`
      select count(*)::int as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`)
  ).rows as [{ count: number }];
  return row.count;
}

describe('a server killed with SIGKILL while invoices with items are being created keeps every acknowledged invoice whole and no partial one', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'postgres' });
  });
  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    await database?.destroy();
  });

  test(
    'after a restart every acknowledged invoice is there with all its items and a right total; nothing else is half-written; numbers stay distinct and gapless',
    { timeout: 180_000 },
    async () => {
      const first = await startServerProcess({ DATABASE_URL: database.url!, SEED_DEMO: 'true' });
      servers.push(first);
      const cookie = await signInOverHttp(first.baseUrl, 'admin', 'admin123');
      const [client] = (
        await database.db.execute(sql`select id from clients where client_id = 'CL-0001'`)
      ).rows as [{ id: string }];

      const sent = new Map<string, SentInvoice>();
      const acknowledged: Acknowledged[] = [];
      const remember = async (invoice: SentInvoice, response: Response) => {
        expect(response.status).toBe(201);
        const body = (await response.json()) as Omit<Acknowledged, 'tag'>;
        acknowledged.push({
          tag: invoice.tag,
          id: body.id,
          invoiceNumber: body.invoiceNumber,
          totalAmount: body.totalAmount,
        });
      };

      for (let index = 0; index < ACKNOWLEDGED_ONE_BY_ONE; index += 1) {
        const invoice = makeInvoice(`crash-seq-${index}`, 2 + (index % 5));
        sent.set(invoice.tag, invoice);
        await remember(invoice, await postInvoice(first, cookie, client.id, invoice));
      }

      // The burst: many items each, so the transactions are long; all numbers come from one
      // year's counter, so the creates queue behind its lock and most are still open at the kill.
      let burstAcks = 0;
      let lost = 0;
      let killed: Promise<void> | undefined;
      let openAtKill = 0;
      const inFlight = Array.from({ length: BURST }, (_, index) => {
        const invoice = makeInvoice(`crash-burst-${index}`, 20 + (index % 30));
        sent.set(invoice.tag, invoice);
        return postInvoice(first, cookie, client.id, invoice).then(
          async (response) => {
            // An answer counts as acknowledged only when it arrived whole before the kill.
            const body =
              response.status === 201
                ? ((await response.json().catch(() => null)) as Omit<Acknowledged, 'tag'> | null)
                : null;
            if (!body) return void (lost += 1);
            acknowledged.push({
              tag: invoice.tag,
              id: body.id,
              invoiceNumber: body.invoiceNumber,
              totalAmount: body.totalAmount,
            });
            burstAcks += 1;
            if (burstAcks === KILL_AFTER_BURST_ACKS)
              killed ??= countOpenTransactions(database).then(
                (open) => ((openAtKill = open), first.kill()),
              );
          },
          () => void (lost += 1),
        );
      });
      const fallback = setTimeout(() => void (killed ??= first.kill()), 10_000);
      await Promise.all(inFlight);
      clearTimeout(fallback);
      await killed;
      expect(first.child.signalCode).toBe('SIGKILL');
      // The process that served the requests is gone, not just a wrapper around it.
      await expect(fetch(`${first.baseUrl}/api/health`)).rejects.toThrow();
      console.log(
        `invoice crash test: ${ACKNOWLEDGED_ONE_BY_ONE} acknowledged one by one, then of a burst of ${BURST}: ${burstAcks} acknowledged, ${lost} cut off by SIGKILL (${openAtKill} server transactions open just before it)`,
      );
      expect(lost).toBeGreaterThan(0);
      // Killed mid-write: the server had transactions open (creates holding or waiting for the counter lock).
      expect(openAtKill).toBeGreaterThan(0);

      const second = await startServerProcess({ DATABASE_URL: database.url!, SEED_DEMO: 'true' });
      servers.push(second);
      const cookieAfter = await signInOverHttp(second.baseUrl, 'admin', 'admin123');

      // Every acknowledged invoice is served by the restarted server with all its items.
      for (const ack of acknowledged) {
        const response = await fetch(`${second.baseUrl}/api/invoices/${ack.id}`, {
          headers: { cookie: cookieAfter },
        });
        expect(response.status, ack.tag).toBe(200);
        const detail = (await response.json()) as {
          invoiceNumber: string;
          totalAmount: string;
          notes: string;
          items: SentItem[];
        };
        expect(detail.invoiceNumber).toBe(ack.invoiceNumber);
        expect(detail.totalAmount).toBe(ack.totalAmount);
        expect(detail.notes).toBe(ack.tag);
        expect(
          detail.items.map(({ description, quantity, unitPrice }) => ({
            description,
            quantity,
            unitPrice,
          })),
        ).toEqual(sent.get(ack.tag)!.items);
      }
      expect(new Set(acknowledged.map((ack) => ack.invoiceNumber)).size).toBe(acknowledged.length);

      // Every invoice in the database is one that was sent, with exactly the items sent for it
      // (never none, never a part), a subtotal equal to their sum plus tax, and its audit row.
      const stored = await readStoredInvoices(database);
      const acknowledgedTags = new Set(acknowledged.map((ack) => ack.tag));
      for (const invoice of stored) {
        const original = sent.get(invoice.notes);
        expect(original, `invoice ${invoice.invoice_number} was never sent`).toBeDefined();
        expect(
          invoice.items.map(({ description, quantity, unit_price }) => ({
            description,
            quantity,
            unitPrice: unit_price,
          })),
          invoice.notes,
        ).toEqual(original!.items);
        const lineTotals = original!.items.map((item) =>
          calculateLineTotal(item.quantity, item.unitPrice),
        );
        expect(invoice.items.map((item) => item.total_price)).toEqual(lineTotals.map(formatMoney));
        const totals = calculateInvoiceTotals(sumCents(lineTotals), TAX_RATE);
        expect(
          { subtotal: invoice.subtotal, tax: invoice.tax_amount, total: invoice.total_amount },
          invoice.notes,
        ).toEqual({
          subtotal: formatMoney(totals.subtotal),
          tax: formatMoney(totals.taxAmount),
          total: formatMoney(totals.totalAmount),
        });
        expect(invoice.audits, invoice.notes).toBe(1);
      }
      const storedTags = stored.map((invoice) => invoice.notes);
      expect(new Set(storedTags).size).toBe(stored.length);
      for (const tag of acknowledgedTags) expect(storedTags).toContain(tag);
      // Sent but unanswered creates may have committed or not; each is whole either way (above).
      console.log(
        `invoice crash test: after restart ${stored.length} invoices stored (${acknowledged.length} acknowledged)`,
      );

      // A killed create gave its number back: the year's numbers are gapless, and the next one follows.
      const year = ISSUE_DATE.slice(0, 4);
      expect(stored.map((invoice) => invoice.invoice_number)).toEqual(
        Array.from(
          { length: stored.length },
          (_, index) => `INV-${year}-${String(index + 1).padStart(4, '0')}`,
        ),
      );
      const next = await postInvoice(
        second,
        cookieAfter,
        client.id,
        makeInvoice('crash-after-restart', 3),
      );
      expect(next.status).toBe(201);
      expect(((await next.json()) as { invoiceNumber: string }).invoiceNumber).toBe(
        `INV-${year}-${String(stored.length + 1).padStart(4, '0')}`,
      );
      const [orphans] = (
        await database.db.execute(
          sql`select count(*)::int as count from invoice_items i left join invoices v on v.id = i.invoice_id where v.id is null`,
        )
      ).rows as [{ count: number }];
      expect(orphans.count).toBe(0);
    },
  );
});
