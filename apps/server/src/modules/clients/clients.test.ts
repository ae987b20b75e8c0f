import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, invoices, users, getUniqueViolation } from '@paylab/db';
import { readJson, useTestApp } from '../../test/test-app';
import { findAuditRows } from '../../test/find-audit-rows';
import { registerAndVerifyClient } from '../../test/register-client';

const NEW_CLIENT = {
  companyName: 'Northwind Traders',
  contactFirstName: 'Ana',
  contactLastName: 'Trujillo',
  email: 'ana@northwind.example.com',
  phone: '(555) 123-4567',
  address: '1 Harbor Way',
  city: 'Seattle',
  state: 'wa',
  zipCode: '98101',
  taxId: '98-7654321',
  billingRate: 150,
  paymentTerms: '45',
  notes: 'Quarterly bookkeeping',
  // What the form sends (spec section 4: the form's status defaults to active).
  status: 'active',
};

describe('clients API', () => {
  const testApp = useTestApp();

  const request = testApp.sendAsAdmin;
  /** Creates NEW_CLIENT with `changes` as the admin (201) and gives the created client. */
  const createClient = async (changes: object) =>
    readJson(await request('POST', '/api/clients', { ...NEW_CLIENT, ...changes }), 201);

  test('POST creates a client with the next client ID, normalised fields, status active and an audit row', async () => {
    const response = await request('POST', '/api/clients', NEW_CLIENT);
    const client = readJson(response, 201);
    // The seed holds CL-0001, so the generated code is the next one.
    expect(client).toMatchObject({
      clientId: 'CL-0002',
      companyName: 'Northwind Traders',
      state: 'WA',
      billingRate: '150.00',
      paymentTerms: 45,
      status: 'active',
      uiAccess: false,
      approvedBy: null,
    });
    expect(client.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const rows = await findAuditRows(testApp.database, { entity: 'client', entityId: client.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actorName: 'admin' });
  });

  test('an empty client ID, phone and billing rate are stored as generated / null; payment terms default to 30', async () => {
    const response = await request('POST', '/api/clients', {
      clientId: '',
      companyName: 'Blank Fields Co',
      contactFirstName: 'Bo',
      contactLastName: 'Blank',
      email: 'bo@blank.example.com',
      phone: '',
      billingRate: '',
      paymentTerms: '',
      state: '',
    });
    expect(readJson(response, 201)).toMatchObject({
      clientId: 'CL-0003',
      phone: null,
      billingRate: null,
      paymentTerms: 30,
      state: null,
    });
  });

  test('a typed client ID is kept, and a duplicate (in any letter case) is refused with 409', async () => {
    const created = await request('POST', '/api/clients', {
      ...NEW_CLIENT,
      clientId: 'ACME-7',
      email: 'x@acme.example.com',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().clientId).toBe('ACME-7');
    const duplicate = await request('POST', '/api/clients', { ...NEW_CLIENT, clientId: 'acme-7' });
    expect(readJson(duplicate, 409)).toEqual({
      code: 'CONFLICT',
      message: 'Client ID ACME-7 is already in use by another client',
      fields: { clientId: 'Client ID ACME-7 is already in use by another client' },
    });
  });

  test.each([
    [{ companyName: '' }, 'companyName', 'Company name is required'],
    [{ contactFirstName: '  ' }, 'contactFirstName', 'Contact first name is required'],
    [{ contactLastName: undefined }, 'contactLastName', 'Contact last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ companyName: 'x'.repeat(256) }, 'companyName', 'At most 255 characters'],
    [{ contactFirstName: 'x'.repeat(101) }, 'contactFirstName', 'At most 100 characters'],
    [{ clientId: 'X'.repeat(21) }, 'clientId', 'At most 20 characters'],
    [{ phone: '1'.repeat(21) }, 'phone', 'At most 20 characters'],
    [{ city: 'c'.repeat(101) }, 'city', 'At most 100 characters'],
    [{ state: 'ZZ' }, 'state', 'Choose a US state (two-letter code)'],
    [{ zipCode: '1234' }, 'zipCode', 'Enter a ZIP code like 94105 or 94105-1234'],
    [{ taxId: 't'.repeat(21) }, 'taxId', 'At most 20 characters'],
    [
      { billingRate: '12.345' },
      'billingRate',
      'Enter a non-negative amount with at most 2 decimals',
    ],
    [{ billingRate: '-75' }, 'billingRate', 'Billing rate cannot be negative'],
    [{ paymentTerms: -1 }, 'paymentTerms', 'Payment terms cannot be negative'],
    // As the form sends it: text from a number input (issue 27, item 7).
    [{ paymentTerms: '-15' }, 'paymentTerms', 'Payment terms cannot be negative'],
    [{ paymentTerms: 'thirty' }, 'paymentTerms', 'Payment terms must be a whole number of days'],
    [{ paymentTerms: 12.5 }, 'paymentTerms', 'Payment terms must be a whole number of days'],
    [{ status: 'approved' }, 'status', 'Choose active, inactive or suspended'],
  ])('refuses %o with 400 naming %s', async (change, field, message) => {
    const before = await testApp.database.db.select({ id: clients.id }).from(clients);
    const response = await request('POST', '/api/clients', { ...NEW_CLIENT, ...change });
    expect(readJson(response, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: message },
    });
    const after = await testApp.database.db.select({ id: clients.id }).from(clients);
    expect(after).toHaveLength(before.length);
  });

  test('refuses unknown fields such as uiAccess', async () => {
    const response = await request('POST', '/api/clients', { ...NEW_CLIENT, uiAccess: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ uiAccess: 'Unknown field' });
  });

  test('GET lists newest first with total, search across company, code, contact and email, and status filter', async () => {
    const all = await request('GET', '/api/clients?pageSize=2');
    const body = readJson(all, 200);
    expect(body.total).toBe(4);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Northwind Traders',
      'Blank Fields Co',
    ]);
    const second = await request('GET', '/api/clients?pageSize=2&page=2');
    expect(second.json().items.map((item: { clientId: string }) => item.clientId)).toEqual([
      'CL-0002',
      'CL-0001',
    ]);

    const byName = await request('GET', '/api/clients?search=BRIGHTSIDE');
    expect(byName.json()).toMatchObject({ total: 1, items: [{ clientId: 'CL-0001' }] });
    const byCode = await request('GET', '/api/clients?search=cl-0003');
    expect(byCode.json()).toMatchObject({ total: 1, items: [{ companyName: 'Blank Fields Co' }] });
    const byContact = await request('GET', '/api/clients?search=trujillo');
    expect(byContact.json().total).toBe(2);
    const wildcard = await request('GET', '/api/clients?search=%25');
    expect(wildcard.json().total).toBe(0);
    const approved = await request('GET', '/api/clients?status=approved');
    expect(approved.json()).toMatchObject({ total: 1, items: [{ clientId: 'CL-0001' }] });
    const badStatus = await request('GET', '/api/clients?status=gone');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toHaveProperty('status');
  });

  test('GET /api/clients/options lists every billable client by company name, with its status', async () => {
    const rejected = await createClient({
      companyName: 'Turned Away Ltd',
      email: 'x@away.example.com',
    });
    await testApp.database.db
      .update(clients)
      .set({ status: 'rejected' })
      .where(eq(clients.id, rejected.id));
    const response = await request('GET', '/api/clients/options');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((option: { companyName: string }) => option.companyName)).toEqual([
      'Blank Fields Co',
      'Brightside Bakery LLC',
      'Northwind Traders',
      'Northwind Traders',
    ]);
    expect(response.json()[1]).toEqual({
      id: expect.any(String),
      clientId: 'CL-0001',
      companyName: 'Brightside Bakery LLC',
      paymentTerms: 30,
      status: 'approved',
    });
  });

  test('PUT updates the details, ignores echoed server fields and keeps a status approval set', async () => {
    const [seeded] = await testApp.database.db
      .select()
      .from(clients)
      .where(eq(clients.clientId, 'CL-0001'));
    const current = (await request('GET', `/api/clients/${seeded!.id}`)).json();
    const response = await request('PUT', `/api/clients/${seeded!.id}`, {
      ...current,
      companyName: 'Brightside Bakery & Cafe',
      paymentTerms: 15,
    });
    expect(readJson(response, 200)).toMatchObject({
      companyName: 'Brightside Bakery & Cafe',
      paymentTerms: 15,
      status: 'approved',
      uiAccess: true,
      approvedBy: 'admin',
    });
    const audit = await findAuditRows(testApp.database, {
      entity: 'client',
      entityId: seeded!.id,
      action: 'update',
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ companyName: 'Brightside Bakery LLC' });
    expect(audit[0]!.after).toMatchObject({ companyName: 'Brightside Bakery & Cafe' });
  });

  test('PUT may set active, inactive or suspended, but never approved or rejected', async () => {
    const created = await createClient({ clientId: 'STATUS-1', email: 's@status.example.com' });
    const suspended = await request('PUT', `/api/clients/${created.id}`, {
      ...NEW_CLIENT,
      status: 'suspended',
    });
    expect(readJson(suspended, 200)).toMatchObject({ status: 'suspended', clientId: 'STATUS-1' });
    const approved = await request('PUT', `/api/clients/${created.id}`, {
      ...NEW_CLIENT,
      status: 'approved',
    });
    expect(approved.statusCode).toBe(400);
    expect(approved.json().fields).toEqual({
      status:
        'Status can be set to active, inactive or suspended here; approve or reject access in the Admin Panel',
    });
    const renamedToTaken = await request('PUT', `/api/clients/${created.id}`, {
      ...NEW_CLIENT,
      clientId: 'cl-0001',
    });
    expect(renamedToTaken.statusCode).toBe(409);
  });

  test('PUT and GET of an unknown id answer 404; a malformed id 400', async () => {
    const unknown = await request(
      'PUT',
      '/api/clients/00000000-0000-4000-8000-000000000000',
      NEW_CLIENT,
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await request('GET', '/api/clients/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const malformed = await request('GET', '/api/clients/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ id: 'Not a valid client id' });
  });

  test('DELETE removes a client without invoices and writes an audit row', async () => {
    const created = await createClient({ clientId: 'DEL-1', email: 'd@del.example.com' });
    const response = await request('DELETE', `/api/clients/${created.id}`);
    expect(readJson(response, 200)).toEqual({ id: created.id });
    expect(
      await testApp.database.db.select().from(clients).where(eq(clients.id, created.id)),
    ).toEqual([]);
    const audit = await findAuditRows(testApp.database, {
      entity: 'client',
      entityId: created.id,
      action: 'delete',
    });
    expect(audit).toHaveLength(1);
    expect((await request('DELETE', `/api/clients/${created.id}`)).statusCode).toBe(404);
  });

  test('DELETE signs out and deactivates the portal users linked to the client', async () => {
    await registerAndVerifyClient(testApp.app, testApp.database.db, {
      username: 'gone-co',
      email: 'owner@gone.example.com',
    });
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'gone-co'));
    const response = await request('DELETE', `/api/clients/${user!.clientId}`);
    expect(response.statusCode).toBe(200);
    const [after] = await testApp.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ isActive: false, clientId: null });
  });

  test('DELETE of a client with invoices is refused with 409 and nothing is lost', async () => {
    const created = await createClient({ clientId: 'KEEP-1', email: 'k@keep.example.com' });
    await testApp.database.db.insert(invoices).values({
      invoiceNumber: 'KEEP-INV-1',
      clientId: created.id,
      issueDate: '2025-01-05',
      dueDate: '2025-02-04',
    });
    const response = await request('DELETE', `/api/clients/${created.id}`);
    expect(readJson(response, 409)).toEqual({
      code: 'CONFLICT',
      message:
        'Northwind Traders has 1 invoice and cannot be deleted. Set the client inactive instead, or delete its invoices first.',
    });
    expect(
      await testApp.database.db.select().from(clients).where(eq(clients.id, created.id)),
    ).toHaveLength(1);
    expect(
      await testApp.database.db.select().from(invoices).where(eq(invoices.clientId, created.id)),
    ).toHaveLength(1);
  });

  test('PUT ignores approvedBy, rejectedBy, requestedBy and requestReason, which the server owns', async () => {
    const created = await createClient({ companyName: 'Echo Co' });
    const response = await request('PUT', `/api/clients/${created.id}`, {
      ...NEW_CLIENT,
      companyName: 'Echo Co Renamed',
      approvedBy: 'Admin User',
      rejectedBy: 'Admin User',
      requestedBy: 'System',
      requestReason: 'Client requests UI access for business management',
    });
    expect(readJson(response, 200)).toMatchObject({
      companyName: 'Echo Co Renamed',
      approvedBy: null,
      approvedAt: null,
      uiAccess: false,
    });
  });

  /** Creates a client with a typed ID, then one whose ID the server generates; both must be 201. */
  async function createTypedThenGenerated(clientId: string, typedName: string, nextName: string) {
    const typed = await request('POST', '/api/clients', {
      ...NEW_CLIENT,
      clientId,
      companyName: typedName,
    });
    expect(typed.statusCode).toBe(201);
    const generated = await request('POST', '/api/clients', {
      ...NEW_CLIENT,
      companyName: nextName,
    });
    expect(generated.statusCode).toBe(201);
    return { typed, generated };
  }

  test('IDs differing only in case are one ID: the generator skips a typed lower-case one and the database refuses a second', async () => {
    const { typed, generated } = await createTypedThenGenerated(
      'cl-0090',
      'Lowercase Typed Co',
      'Generated Next Co',
    );
    expect(generated.json().clientId).toBe('CL-0091');
    // The index holds even for a write that skips the service's check.
    const direct = await testApp.database.db
      .insert(clients)
      .values({
        clientId: 'CL-0090',
        companyName: 'Sneaky Co',
        contactFirstName: 'S',
        contactLastName: 'C',
        email: 'sneaky@example.com',
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(getUniqueViolation(direct)).toBe('clients_client_id_lower_idx');
    // So the text ID names one company when approving.
    const approved = await request('POST', '/api/admin/approve-client/CL-0090', {
      reviewNotes: 'Checked',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().client).toMatchObject({
      id: typed.json().id,
      companyName: 'Lowercase Typed Co',
      status: 'approved',
    });
  });

  test('a typed code too long to count does not stop the next generated one', async () => {
    const { generated } = await createTypedThenGenerated(
      'CL-99999999999',
      'Long Code Co',
      'After Long Code Co',
    );
    expect(generated.json().clientId).toMatch(/^CL-\d{4}$/);
  });

  test('a client user cannot read or change clients (403)', async () => {
    await testApp.expectForbiddenToDemoClient([
      ['GET', '/api/clients'],
      ['POST', '/api/clients', NEW_CLIENT],
    ]);
  });

  test('a client created without a status waits for approval: status pending_approval (spec section 3)', async () => {
    const response = await request('POST', '/api/clients', {
      ...NEW_CLIENT,
      status: undefined,
      clientId: 'CL-PEND',
      email: 'pending@northwind.example.com',
    });
    expect(readJson(response, 201)).toMatchObject({
      clientId: 'CL-PEND',
      status: 'pending_approval',
      uiAccess: false,
    });
  });

  test('an echoed uiAccess on PUT is ignored: only approval grants portal access', async () => {
    const created = await createClient({
      clientId: 'CL-ECHO',
      email: 'echo@northwind.example.com',
      status: 'active',
    });
    const response = await request('PUT', `/api/clients/${created.id}`, {
      ...created,
      uiAccess: true,
      approvedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(readJson(response, 200)).toMatchObject({
      uiAccess: false,
      approvedAt: null,
      status: 'active',
    });
  });
});
