import { beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients as clientsTable } from '@paylab/db';
import { makeClientInput } from '../../test/make-client-input';
import { readJson, useTestApp } from '../../test/test-app';

/**
 * The invoice API tests' shared setup: an app of the calling describe block with the demo admin
 * signed in, request helpers, and two clients (the demo's Brightside Bakery, and Northwind Traders
 * on Net 45) whose ids are readable once the block's beforeAll hooks run.
 */
export function useInvoicesApi(options: { connectionWaitMs?: number } = {}) {
  const testApp = useTestApp(options);
  const clients = { brightsideId: '', northwindId: '' };

  const request = testApp.sendAsAdmin;

  const createInvoice = async (payload: Record<string, unknown>) => {
    const response = await request('POST', '/api/invoices', payload);
    if (response.statusCode !== 201)
      throw new Error(`create failed: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  /** An invoice for the demo client Brightside Bakery; `extra` adds or overrides fields. */
  const createBrightsideInvoice = (
    issueDate: string,
    subtotal: string,
    extra: Record<string, unknown> = {},
  ) => createInvoice({ clientId: clients.brightsideId, issueDate, subtotal, ...extra });

  /** Sends an edit of the invoice billed to Brightside Bakery; the answer is the route's. */
  const updateBrightsideInvoice = (invoiceId: string, fields: Record<string, unknown>) =>
    request('PUT', `/api/invoices/${invoiceId}`, { clientId: clients.brightsideId, ...fields });

  /** Records a payment on the invoice; the answer is the route's, whatever its status. */
  const payInvoice = (invoiceId: string, payload: Record<string, unknown>) =>
    request('POST', `/api/invoices/${invoiceId}/payments`, payload);

  /** Records a payment, failing unless it is written; answers the payment. */
  const recordPayment = async (invoiceId: string, amount: string, paymentDate: string) =>
    readJson(await payInvoice(invoiceId, { amount, paymentDate }), 201);

  /** The invoice with its payments, as the detail screen reads it. */
  const readInvoice = async (invoiceId: string) =>
    readJson(await request('GET', `/api/invoices/${invoiceId}`), 200);

  /** Adds a client through the API and answers its id. */
  const createClient = async (payload: Record<string, unknown>): Promise<string> => {
    const response = await request('POST', '/api/clients', payload);
    if (response.statusCode !== 201)
      throw new Error(`create client failed: ${response.statusCode} ${response.body}`);
    return response.json().id;
  };

  beforeAll(async () => {
    const [seeded] = await testApp.database.db
      .select()
      .from(clientsTable)
      .where(eq(clientsTable.clientId, 'CL-0001'));
    clients.brightsideId = seeded!.id;
    clients.northwindId = await createClient(
      makeClientInput('Northwind Traders', { paymentTerms: 45 }),
    );
  });

  return {
    testApp,
    clients,
    request,
    createInvoice,
    createBrightsideInvoice,
    updateBrightsideInvoice,
    createClient,
    payInvoice,
    recordPayment,
    readInvoice,
  };
}
