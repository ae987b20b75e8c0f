import { sql } from 'drizzle-orm';
import { createDatabase, seedDemoData } from '@paylab/db';
import { runAdminQuery, withDatabase } from '@paylab/db/testing';
import { hashPassword } from '../apps/server/src/lib/password-hash';
const ADMIN_URL='postgres://postgres@127.0.0.1:5432/postgres';
const EMPLOYEES = 10_000;
const INVOICES = 100_000;
const name='paylab_bench_keep';
const url = withDatabase(ADMIN_URL, name);
await runAdminQuery(ADMIN_URL, `drop database if exists ${name}`);
await runAdminQuery(ADMIN_URL, `create database ${name}`);
  const database = await createDatabase({ kind: 'postgres', url });
  await database.migrate();
  await seedDemoData(database.db, { hashPassword });
  await database.db.execute(sql`
    insert into employees (employee_id, first_name, last_name, email, department, position, annual_salary, pay_frequency, filing_status, state, hire_date)
    select 'BENCH-' || lpad(n::text, 6, '0'), (array['Ana','Ben','Chloe','Dev','Eli','Fay'])[1 + n % 6], (array['Smith','Jones','Garcia','Chen','Brown'])[1 + n % 5] || n,
           'e' || n || '@example.com', (array['Engineering','Sales','Operations','Finance'])[1 + n % 4], 'Staff', 40000 + (n % 90) * 1000,
           (array['weekly','bi-weekly','semi-monthly','monthly'])[1 + n % 4], 'single', (array['CA','NY','TX','FL'])[1 + n % 4], '2024-01-01'
    from generate_series(1, ${EMPLOYEES}) as n`);
  await database.db.execute(sql`
    insert into invoices (invoice_number, client_id, issue_date, due_date, subtotal, tax_rate, tax_amount, total_amount, status, created_at)
    select 'BENCH-' || lpad(n::text, 7, '0'), (select id from clients limit 1), date '2025-01-01' + (n % 300), date '2025-01-31' + (n % 300),
           1000 + n % 500, 0.0875, round((1000 + n % 500) * 0.0875, 2), 1000 + n % 500 + round((1000 + n % 500) * 0.0875, 2),
           (array['draft','sent','paid','overdue','cancelled'])[1 + n % 5], now() - make_interval(secs => n)
    from generate_series(1, ${INVOICES}) as n`);
  // Two items on every invoice and a payment on every paid one, as real invoices have.
  await database.db.execute(sql`
    insert into invoice_items (invoice_id, description, quantity, unit_price, total_price, position)
    select id, 'Item ' || k, 1, subtotal / 2, subtotal / 2, k from invoices, generate_series(1, 2) as k where invoice_number like 'BENCH-%'`);
  await database.db.execute(sql`
    insert into payments (invoice_id, amount, payment_date, payment_method)
    select id, total_amount, issue_date + 10, 'ACH' from invoices where status = 'paid' and invoice_number like 'BENCH-%'`);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
