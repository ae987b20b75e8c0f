import { beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { clients, employees, invoiceItems, invoices, payments } from './schema';
import { useTestDatabase } from './use-test-database';

/**
 * The figures that migration 0007's triggers keep on the side (invoices.amount_paid, payment_count,
 * item_count; employee_status_totals) must always equal what counting the rows gives, after every
 * kind of write, on PGlite and (TEST_DB_KIND=postgres) on PostgreSQL.
 */
describe('stored totals kept by triggers', () => {
  const database = useTestDatabase();
  let clientId: string;
  beforeAll(async () => {
    const [client] = await database.db
      .insert(clients)
      .values({
        clientId: 'CL-9001',
        companyName: 'Totals Co',
        contactFirstName: 'Ann',
        contactLastName: 'Lee',
        email: 'ann@example.com',
      })
      .returning({ id: clients.id });
    clientId = client!.id;
  });

  /** Each invoice's stored figures beside the ones counted from payments and items. */
  async function storedAndCounted() {
    const result = await database.db.execute(sql`
      select i.invoice_number,
             i.amount_paid::text as stored_paid, i.payment_count as stored_payments, i.item_count as stored_items,
             coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)::numeric(14, 2)::text as counted_paid,
             (select count(*) from payments p where p.invoice_id = i.id)::int as counted_payments,
             (select count(*) from invoice_items t where t.invoice_id = i.id)::int as counted_items
      from invoices i order by i.invoice_number`);
    return result.rows as Array<Record<string, string | number>>;
  }

  function expectInStep(rows: Array<Record<string, string | number>>) {
    for (const row of rows) {
      expect({
        number: row.invoice_number,
        paid: row.stored_paid,
        payments: row.stored_payments,
        items: row.stored_items,
      }).toEqual({
        number: row.invoice_number,
        paid: row.counted_paid,
        payments: row.counted_payments,
        items: row.counted_items,
      });
    }
  }

  async function createInvoice(invoiceNumber: string) {
    const [row] = await database.db
      .insert(invoices)
      .values({
        invoiceNumber,
        clientId,
        issueDate: '2025-03-01',
        dueDate: '2025-03-31',
        subtotal: '300.00',
        totalAmount: '300.00',
      })
      .returning({ id: invoices.id });
    return row!.id;
  }

  test('payments and items are summed onto their invoice through inserts, updates and deletes', async () => {
    const { db } = database;
    const first = await createInvoice('TOT-0001');
    const second = await createInvoice('TOT-0002');
    expect(
      (await storedAndCounted()).map((row) => [
        row.stored_paid,
        row.stored_payments,
        row.stored_items,
      ]),
    ).toEqual([
      ['0.00', 0, 0],
      ['0.00', 0, 0],
    ]);

    // One statement touching two invoices, then single rows.
    await db.insert(invoiceItems).values([
      {
        invoiceId: first,
        description: 'A',
        quantity: '1',
        unitPrice: '100.00',
        totalPrice: '100.00',
      },
      {
        invoiceId: first,
        description: 'B',
        quantity: '2',
        unitPrice: '100.00',
        totalPrice: '200.00',
      },
      {
        invoiceId: second,
        description: 'C',
        quantity: '3',
        unitPrice: '100.00',
        totalPrice: '300.00',
      },
    ]);
    await db.insert(payments).values([
      { invoiceId: first, amount: '100.25', paymentDate: '2025-03-05' },
      { invoiceId: first, amount: '50.50', paymentDate: '2025-03-06' },
      { invoiceId: second, amount: '300.00', paymentDate: '2025-03-07' },
    ]);
    let rows = await storedAndCounted();
    expect(rows.map((row) => [row.stored_paid, row.stored_payments, row.stored_items])).toEqual([
      ['150.75', 2, 2],
      ['300.00', 1, 1],
    ]);
    expectInStep(rows);

    // A payment corrected in amount, one moved to the other invoice, an item moved across.
    await db.update(payments).set({ amount: '60.00' }).where(eq(payments.amount, '50.50'));
    await db.update(payments).set({ invoiceId: first }).where(eq(payments.invoiceId, second));
    await db
      .update(invoiceItems)
      .set({ invoiceId: second })
      .where(eq(invoiceItems.description, 'A'));
    // An update that changes no figure writes nothing (and must not disturb the totals).
    await db
      .update(invoiceItems)
      .set({ description: 'B2' })
      .where(eq(invoiceItems.description, 'B'));
    rows = await storedAndCounted();
    expect(rows.map((row) => [row.stored_paid, row.stored_payments, row.stored_items])).toEqual([
      ['460.25', 3, 1],
      ['0.00', 0, 2],
    ]);
    expectInStep(rows);

    // Items replaced the way update-invoice does it, inside one transaction.
    await db.transaction(async (tx) => {
      await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, second));
      await tx.insert(invoiceItems).values(
        ['D', 'E', 'F'].map((description) => ({
          invoiceId: second,
          description,
          quantity: '1',
          unitPrice: '1.00',
          totalPrice: '1.00',
        })),
      );
    });
    // A rolled-back payment leaves nothing behind.
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(payments)
          .values({ invoiceId: second, amount: '1.00', paymentDate: '2025-03-08' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.delete(payments).where(eq(payments.amount, '100.25'));
    rows = await storedAndCounted();
    expect(rows.map((row) => [row.stored_paid, row.stored_payments, row.stored_items])).toEqual([
      ['360.00', 2, 1],
      ['0.00', 0, 3],
    ]);
    expectInStep(rows);

    // Deleting an invoice takes its items by cascade; the other invoice keeps its figures.
    await db.delete(invoices).where(eq(invoices.id, second));
    rows = await storedAndCounted();
    expect(rows.map((row) => row.invoice_number)).toEqual(['TOT-0001']);
    expectInStep(rows);
  });

  test('the active and inactive employee counts follow inserts, status changes and deletes', async () => {
    const { db } = database;
    const countedAndStored = async () => {
      const result = await db.execute(sql`
        select (select count(*) from employees where is_active)::int as counted_active,
               (select count(*) from employees where not is_active)::int as counted_inactive,
               coalesce((select employee_count from employee_status_totals where is_active), 0) as stored_active,
               coalesce((select employee_count from employee_status_totals where not is_active), 0) as stored_inactive`);
      const row = result.rows[0] as Record<string, number>;
      return {
        active: [row.stored_active, row.counted_active],
        inactive: [row.stored_inactive, row.counted_inactive],
      };
    };
    const before = await countedAndStored();
    const base = { department: 'Totals', annualSalary: '50000.00', hireDate: '2025-01-06' };
    const inserted = await db
      .insert(employees)
      .values([
        { ...base, employeeId: 'TOT-E1', firstName: 'A', lastName: 'One' },
        { ...base, employeeId: 'TOT-E2', firstName: 'B', lastName: 'Two' },
        { ...base, employeeId: 'TOT-E3', firstName: 'C', lastName: 'Three', isActive: false },
      ])
      .returning({ id: employees.id, employeeId: employees.employeeId });
    expect(await countedAndStored()).toEqual({
      active: [before.active[0]! + 2, before.active[1]! + 2],
      inactive: [before.inactive[0]! + 1, before.inactive[1]! + 1],
    });
    const ids = inserted.map((row) => row.id);
    await db
      .update(employees)
      .set({ isActive: false })
      .where(inArray(employees.id, ids.slice(0, 2)));
    await db.update(employees).set({ isActive: true }).where(eq(employees.employeeId, 'TOT-E3'));
    await db.update(employees).set({ department: 'Moved' }).where(inArray(employees.id, ids));
    let after = await countedAndStored();
    expect(after.active[0]).toBe(after.active[1]);
    expect(after.inactive[0]).toBe(after.inactive[1]);
    expect(after.inactive[1]).toBe(before.inactive[1]! + 2);
    await db.delete(employees).where(inArray(employees.id, ids));
    after = await countedAndStored();
    expect(after).toEqual(before);
  });
});
