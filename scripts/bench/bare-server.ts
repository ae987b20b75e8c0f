// The comparison server of bench-load: bare Fastify routes calling the same service functions on the
// same database, without sessions, permission checks, validation or response schemas.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createDatabase } from '@paylab/db';
import { calculatePaycheck } from '@paylab/tax-engine';
import { listEmployees } from '../../apps/server/src/modules/employees/list-employees';
import { listInvoices } from '../../apps/server/src/modules/invoices/list-invoices';

const database = await createDatabase({
  kind: 'postgres',
  url: process.env.DATABASE_URL!,
  maxConnections: 10,
});
const app = Fastify();
app.get('/health', async () => {
  await database.db.execute(sql`select 1`);
  return { status: 'ok' };
});
app.get('/employees', async (request) => {
  const { search } = request.query as { search?: string };
  return listEmployees(database.db, { search, page: 1, pageSize: 50, status: 'all' } as never);
});
app.get('/invoices', async () =>
  listInvoices(database.db, { query: { page: 1, pageSize: 50 } as never }),
);
app.post('/tax', async () =>
  calculatePaycheck(
    {
      ruleSet: 'official-2025',
      payDate: '2025-06-13',
      payFrequency: 'bi-weekly',
      grossPay: 350_000,
      supplementalPay: 0,
      filingStatus: 'single',
      allowances: 0,
      stateAllowances: 0,
      additionalWithholding: 0,
      state: 'CA',
      ytd: { grossPay: 0, supplementalPay: 0 },
      sutaRate: 34_000,
    },
    { trace: true },
  ),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
