import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  date,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, parentId, rate, updatedAt } from './columns';
import { users } from './auth';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    clientId: varchar('client_id', { length: 20 }).notNull(),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    contactFirstName: varchar('contact_first_name', { length: 100 }).notNull(),
    contactLastName: varchar('contact_last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    address: text('address'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 2 }),
    zipCode: varchar('zip_code', { length: 10 }),
    taxId: varchar('tax_id', { length: 20 }),
    billingRate: money('billing_rate'),
    paymentTerms: integer('payment_terms').notNull().default(30),
    status: text('status').notNull().default('pending_approval'),
    uiAccess: boolean('ui_access').notNull().default(false),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'clients_status_check',
      sql`${t.status} in ('pending_approval', 'approved', 'rejected', 'active', 'inactive', 'suspended')`,
    ),
    check('clients_payment_terms_check', sql`${t.paymentTerms} >= 0`),
    index('clients_email_lower_idx').on(sql`lower(${t.email})`),
    // One client per ID ignoring case: approve-client/cl-0027 must name one company, and the ID is
    // how people tell clients apart on invoices (migration 0010).
    uniqueIndex('clients_client_id_lower_idx').on(sql`lower(${t.clientId})`),
  ],
);

export const clientApprovalRequests = pgTable(
  'client_approval_requests',
  {
    id: id(),
    clientId: parentId('client_id', () => clients.id, 'cascade'),
    /**
     * new_company: a client waiting for UI access. join: the user `userId` asks to join a company
     * that already exists; approving links that user (api-conventions: Identity).
     */
    kind: text('kind').notNull().default('new_company'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').notNull(),
    requestReason: text('request_reason').notNull(),
    status: text('status').notNull().default('pending'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'string' }),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_approval_requests_client_idx').on(t.clientId),
    check('client_approval_requests_kind_check', sql`${t.kind} in ('new_company', 'join')`),
    check(
      'client_approval_requests_join_user_check',
      sql`(${t.kind} = 'join') = (${t.userId} is not null)`,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    invoiceNumber: varchar('invoice_number', { length: 50 }).notNull(),
    /**
     * Upper-cased once on write, so the list's case-insensitive search is a plain LIKE, and unique:
     * ACME-7 and acme-7 are one number on a client's books (migration 0015).
     */
    invoiceNumberSearch: varchar('invoice_number_search', { length: 50 }).generatedAlwaysAs(
      sql`upper(invoice_number)`,
    ),
    clientId: parentId('client_id', () => clients.id, 'restrict'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    subtotal: money('subtotal').notNull().default('0'),
    taxRate: rate('tax_rate').notNull().default('0.0875'),
    taxAmount: money('tax_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull().default('0'),
    status: text('status').notNull().default('draft'),
    paymentDate: date('payment_date', { mode: 'string' }),
    paymentMethod: text('payment_method'),
    notes: text('notes'),
    /**
     * The sum and count of its payments and the count of its items, kept by statement triggers on
     * payments and invoice_items in the writing transaction (migration 0007), so a list page reads
     * them from the row instead of aggregating two tables for each of its invoices.
     */
    amountPaid: money('amount_paid').notNull().default('0'),
    paymentCount: integer('payment_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'invoices_status_check',
      sql`${t.status} in ('draft', 'sent', 'paid', 'overdue', 'cancelled')`,
    ),
    // The list pages newest first, optionally by status or client (api-conventions: lists).
    // Ascending on purpose: scanned backwards they give exactly ORDER BY created_at DESC, id DESC.
    index('invoices_created_at_id_idx').on(t.createdAt, t.id),
    index('invoices_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('invoices_client_id_created_at_idx').on(t.clientId, t.createdAt, t.id),
    // A number search ('%0042%') finds its candidates through trigrams; without them, it and a
    // company search OR'd with it read all 100,000 invoices (migration 0009).
    index('invoices_invoice_number_search_trgm_idx').using(
      'gin',
      t.invoiceNumberSearch.op('gin_trgm_ops'),
    ),
    uniqueIndex('invoices_invoice_number_search_idx').on(t.invoiceNumberSearch),
  ],
);

/**
 * Invoice count, total and payments received per status and due date, kept by statement triggers on
 * invoices (migrations 0004, 0024; a payment reaches it through the invoice's amount_paid). The
 * list's summary cards read it when no search or client narrows the list, instead of aggregating
 * every invoice on each request; there are at most a few thousand rows.
 */
export const invoiceStatusTotals = pgTable(
  'invoice_status_totals',
  {
    status: text('status').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    invoiceCount: integer('invoice_count').notNull().default(0),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    amountPaid: numeric('amount_paid', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.status, t.dueDate] })],
);

/** The locked per-year counter behind gapless INV-{year}-{0001} numbers (api-conventions: Invoices). */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Numbers of deleted invoices, kept in the deleting transaction: a number once issued may have reached
 * a client's books, so neither the counter nor a typed number gets it again (api-conventions: Invoices).
 * Stored as the invoice held it, which is upper-case for the counter's pattern (normalizeInvoiceNumber).
 */
export const retiredInvoiceNumbers = pgTable(
  'retired_invoice_numbers',
  {
    invoiceNumber: varchar('invoice_number', { length: 50 }).primaryKey(),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  // A typed number is checked against these in any letter case (migration 0015).
  (t) => [index('retired_invoice_numbers_upper_idx').on(sql`upper(${t.invoiceNumber})`)],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    invoiceId: parentId('invoice_id', () => invoices.id, 'cascade'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('invoice_items_invoice_id_idx').on(t.invoiceId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    invoiceId: parentId('invoice_id', () => invoices.id, 'restrict'),
    amount: money('amount').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method'),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    /** The caller's key for one intended payment: a repeat with it answers this payment (nullable: optional in the API). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    index('payments_invoice_id_idx').on(t.invoiceId),
    uniqueIndex('payments_idempotency_key_idx').on(t.idempotencyKey),
  ],
);
