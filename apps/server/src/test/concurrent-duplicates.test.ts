import { beforeAll, describe, expect, test } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { getTestDatabaseKind } from '@paylab/db/testing';
import { bindPayrollApi, makePeriodInput } from '../modules/payroll/payroll-test-support';
import { useTestApp } from './test-app';
import { countRows } from './count-rows';
import { makeClientInput } from './make-client-input';

/**
 * Issue 7, item 4: 50 concurrent duplicates of every write that must be unique (a pay run,
 * processing one paycheck, voiding one, a typed invoice number, a payment) have exactly one effect each, read
 * back from the database. Runs on the test run's database: PGlite in `npx vitest run` (one
 * connection, so the requests queue inside the app), PostgreSQL with `npm run test:pg` (a pool
 * of connections, so the duplicates really race in the database).
 */
const DUPLICATES = 50;

describe(`${DUPLICATES} concurrent duplicates of each unique write have exactly one effect (${getTestDatabaseKind()})`, () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  let clientId: string;

  const send = testApp.sendAsAdmin;
  const sendDuplicates = (url: string, payload: object) =>
    Promise.all(Array.from({ length: DUPLICATES }, () => send('POST', url, payload)));
  const count = (table: string, condition?: SQL) => countRows(testApp.database, table, condition);
  const countStatuses = (responses: readonly { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const response of responses)
      counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    const client = await send('POST', '/api/clients', makeClientInput('Duplicate Dynamics'));
    expect(client.statusCode).toBe(201);
    clientId = client.json().id;
  });

  test(
    'a pay run sent 50 times with one idempotency key: one run, one record per employee, one audit row',
    { timeout: 120_000 },
    async () => {
      // The demo data has no monthly employee, so the run pays exactly these three.
      const staff = await Promise.all(
        ['Ada', 'Ben', 'Cy'].map((firstName) =>
          payroll.hire({
            firstName,
            lastName: 'Monthly',
            payFrequency: 'monthly',
            annualSalary: '60000.00',
          }),
        ),
      );
      const payload = {
        payFrequency: 'monthly',
        payPeriodStart: '2025-02-01',
        payPeriodEnd: '2025-02-28',
        idempotencyKey: 'duplicate-run-2025-02',
      };
      const responses = await sendDuplicates('/api/payroll/pay-runs', payload);

      expect(countStatuses(responses)).toEqual({ 200: DUPLICATES });
      const bodies = responses.map(
        (response) =>
          response.json() as { run: { id: string; employeeCount: number }; isReplay: boolean },
      );
      expect(new Set(bodies.map((body) => body.run.id)).size).toBe(1);
      expect(bodies.filter((body) => !body.isReplay)).toHaveLength(1);
      const runId = bodies[0]!.run.id;
      expect(bodies[0]!.run.employeeCount).toBe(3);

      expect(await count('pay_runs')).toBe(1);
      expect(await count('pay_runs', sql`idempotency_key = ${payload.idempotencyKey}`)).toBe(1);
      expect(await count('payroll_records', sql`pay_run_id = ${runId}`)).toBe(3);
      for (const employee of staff) {
        expect(await count('payroll_records', sql`employee_id = ${employee.id}`)).toBe(1);
      }
      expect(await count('audit_log', sql`entity = 'pay_run'`)).toBe(1);
    },
  );

  test('processing one employee for one period 50 times at once: one 200, 49 409, one record and one audit row', async () => {
    const employee = await payroll.hire({
      firstName: 'Solo',
      lastName: 'Paycheck',
      payFrequency: 'bi-weekly',
    });
    const payload = makePeriodInput(employee.id, 80, '2025-04-07', '2025-04-20');
    const responses = await sendDuplicates('/api/payroll/process', payload);

    expect(countStatuses(responses)).toEqual({ 200: 1, 409: DUPLICATES - 1 });
    for (const response of responses.filter((entry) => entry.statusCode === 409))
      expect(response.json().code).toBe('CONFLICT');
    const record = responses.find((response) => response.statusCode === 200)!.json() as {
      id: string;
    };
    expect(await count('payroll_records', sql`employee_id = ${employee.id}`)).toBe(1);
    expect(
      await count(
        'payroll_records',
        sql`employee_id = ${employee.id} and pay_period_start = '2025-04-07' and pay_period_end = '2025-04-20' and id = ${record.id}`,
      ),
    ).toBe(1);
    expect(
      await count(
        'audit_log',
        sql`entity = 'payroll_record' and after->>'employeeId' = ${employee.id}`,
      ),
    ).toBe(1);
  });

  test('voiding one paycheck 50 times at once: one 200, 49 404, one voided row and one audit row', async () => {
    const employee = await payroll.hire({
      firstName: 'Vito',
      lastName: 'Once',
      payFrequency: 'bi-weekly',
    });
    const paid = await payroll.processPaycheck(employee.id, 80, ['2025-05-05', '2025-05-18']);
    const recordId = paid.id as string;
    const responses = await sendDuplicates(`/api/payroll/${recordId}/void`, {
      reason: 'Sent twice',
    });

    // The first takes the check back; the others find it gone.
    expect(countStatuses(responses)).toEqual({ 200: 1, 404: DUPLICATES - 1 });
    expect(await count('voided_paychecks', sql`id = ${recordId}`)).toBe(1);
    expect(await count('payroll_records', sql`employee_id = ${employee.id}`)).toBe(0);
    expect(await count('audit_log', sql`action = 'void' and entity_id = ${recordId}`)).toBe(1);
  });

  // A number in the counter's pattern waits for that year's counter lock; any other typed number
  // is only guarded by the unique constraint, so both ways are raced.
  test.each(['DUP-TYPED-0001', 'INV-2032-0007'])(
    'creating invoice %s 50 times at once: one 201, 49 409, one invoice with all its items',
    async (invoiceNumber) => {
      const items = [
        { description: 'Bookkeeping', quantity: '3', unitPrice: '120.00' },
        { description: 'Payroll filing', quantity: '1.5', unitPrice: '80.10' },
        { description: 'Advisory call', quantity: '2', unitPrice: '45.25' },
      ];
      const payload = {
        invoiceNumber,
        clientId,
        issueDate: '2032-01-10',
        taxRate: '0.0875',
        items,
      };
      const responses = await sendDuplicates('/api/invoices', payload);

      expect(countStatuses(responses)).toEqual({ 201: 1, 409: DUPLICATES - 1 });
      for (const response of responses.filter((entry) => entry.statusCode === 409)) {
        const message = `Invoice number ${invoiceNumber} already exists. Choose another number or leave it empty to generate one.`;
        expect(response.json()).toEqual({
          code: 'CONFLICT',
          message,
          fields: { invoiceNumber: message },
        });
      }
      const created = responses.find((response) => response.statusCode === 201)!.json() as {
        id: string;
        subtotal: string;
        totalAmount: string;
      };
      // 360.00 + 120.15 + 90.50 = 570.65; tax 570.65 x 0.0875 = 49.93; total 620.58.
      expect(created).toMatchObject({ subtotal: '570.65', totalAmount: '620.58' });

      const rows = (
        await testApp.database.db.execute(
          sql`select id from invoices where invoice_number = ${invoiceNumber}`,
        )
      ).rows as { id: string }[];
      expect(rows).toEqual([{ id: created.id }]);
      const stored = (
        await testApp.database.db.execute(
          sql`select description, quantity::text as quantity, unit_price::text as unit_price from invoice_items where invoice_id = ${created.id} order by position`,
        )
      ).rows;
      expect(stored).toEqual([
        { description: 'Bookkeeping', quantity: '3.00', unit_price: '120.00' },
        { description: 'Payroll filing', quantity: '1.50', unit_price: '80.10' },
        { description: 'Advisory call', quantity: '2.00', unit_price: '45.25' },
      ]);
      expect(
        await count(
          'audit_log',
          sql`entity = 'invoice' and action = 'create' and entity_id = ${created.id}`,
        ),
      ).toBe(1);
      // No losing attempt left an invoice (under any number) or an item behind.
      expect(
        await count(
          'invoice_items',
          sql`not exists (select 1 from invoices v where v.id = invoice_items.invoice_id)`,
        ),
      ).toBe(0);
    },
  );

  test('one typed number in three letter cases, 50 creates at once: one 201, 49 409, one invoice', async () => {
    const spellings = ['Dup-Case-0001', 'DUP-CASE-0001', 'dup-case-0001'];
    const responses = await Promise.all(
      Array.from({ length: DUPLICATES }, (_, index) =>
        send('POST', '/api/invoices', {
          invoiceNumber: spellings[index % spellings.length],
          clientId,
          issueDate: '2032-01-11',
          subtotal: '10',
          taxRate: '0',
        }),
      ),
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: DUPLICATES - 1 });
    expect(await count('invoices', sql`upper(invoice_number) = 'DUP-CASE-0001'`)).toBe(1);
  });

  test('one payment sent 50 times with one idempotency key: one 201 and 49 200 with its body, one payment row', async () => {
    const invoice = await send('POST', '/api/invoices', {
      clientId,
      issueDate: '2026-02-01',
      subtotal: '100',
      taxRate: '0',
      status: 'sent',
    });
    expect(invoice.statusCode).toBe(201);
    const invoiceId = invoice.json().id as string;
    const payload = {
      amount: '10.00',
      paymentDate: '2026-02-05',
      paymentMethod: 'ACH',
      idempotencyKey: 'duplicate-payment-0001',
    };
    const responses = await sendDuplicates(`/api/invoices/${invoiceId}/payments`, payload);

    expect(countStatuses(responses)).toEqual({ 201: 1, 200: DUPLICATES - 1 });
    const bodies = responses.map((response) => response.json() as { id: string });
    const original = bodies[responses.findIndex((response) => response.statusCode === 201)]!;
    for (const body of bodies) expect(body).toEqual(original);

    expect(await count('payments', sql`invoice_id = ${invoiceId}`)).toBe(1);
    expect(await count('payments', sql`idempotency_key = ${payload.idempotencyKey}`)).toBe(1);
    expect(
      await count(
        'audit_log',
        sql`entity = 'invoice' and action = 'record-payment' and entity_id = ${invoiceId}`,
      ),
    ).toBe(1);
    const detail = (await send('GET', `/api/invoices/${invoiceId}`)).json();
    expect(detail).toMatchObject({
      status: 'sent',
      amountPaid: '10.00',
      balanceDue: '90.00',
      paymentCount: 1,
      payments: [original],
    });
  });
});
