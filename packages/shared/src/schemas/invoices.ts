import { z } from 'zod';
import {
  type Cents,
  formatMoney,
  isMoneyAtMost,
  isMoneyString,
  multiplyRate,
  multiplyRatio,
  parseMoney,
  parseRate,
  sumCents,
} from '../money';
import { describeAmount } from './amount-pattern';
import {
  addFieldIssue,
  checkDateOrder,
  dateSchema,
  listQuerySchema,
  listResponseSchema,
  MAX_MONEY_CENTS,
  moneySchema,
  optionalText,
  createRateSchema,
  requiredText,
  uuidSchema,
  serverSetText,
} from './common';

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES, {
  error: 'Choose draft, sent, paid, overdue or cancelled',
});
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** What the client portal lists, opens and filters by: issued invoices only, never a draft (ADR 0014). */
export const PORTAL_INVOICE_STATUSES = [
  'sent',
  'paid',
  'overdue',
  'cancelled',
] as const satisfies readonly InvoiceStatus[];
export const portalInvoiceStatusSchema = z.enum(PORTAL_INVOICE_STATUSES, {
  error: 'Choose sent, paid, overdue or cancelled',
});

/** Statuses under which nothing is owed: such an invoice has no balance due and is never past due (ADR 0016). */
export const UNOWED_INVOICE_STATUSES = [
  'paid',
  'cancelled',
] as const satisfies readonly InvoiceStatus[];

/** Spec section 4: overdue is also derived at display time: still owed and due before today. */
export function isInvoicePastDue(
  invoice: { status: InvoiceStatus; dueDate: string },
  today: string,
): boolean {
  return (
    !(UNOWED_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(invoice.status) &&
    invoice.dueDate < today
  );
}

/**
 * Some money received and some still owed (issue 27, item 9): the screens badge it "Partially paid".
 * A cancelled invoice owes nothing (its balance due is 0.00), so it never qualifies.
 */
export function isInvoicePartiallyPaid(invoice: {
  amountPaid: string;
  balanceDue: string;
}): boolean {
  return parseMoney(invoice.amountPaid) > 0 && parseMoney(invoice.balanceDue) > 0;
}

/** Spec section 9: default invoice tax rate. */
export const DEFAULT_INVOICE_TAX_RATE = '0.0875';
export const DEFAULT_INVOICE_STATUS = 'draft' satisfies InvoiceStatus;
/**
 * The largest subtotal PayLab accepts: $90,000,000.00. It keeps subtotal x rate (in cents x parts per
 * million) an exact integer in a JS number, so tax is never computed with a lost digit.
 */
export const MAX_INVOICE_SUBTOTAL_CENTS = 9_000_000_000;
export const MAX_INVOICE_ITEMS = 200;
const MAX_QUANTITY_HUNDREDTHS = 100_000_000;

/** Cents (or hundredths) of a valid amount text; anything else, or one too long to count exactly, is 0. */
function toCentsOrZero(value: unknown): Cents {
  return typeof value === 'string' && isMoneyAtMost(value, Number.MAX_SAFE_INTEGER)
    ? Math.max(parseMoney(value), 0)
    : 0;
}

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const ignoredField = z.unknown().optional();

/** A quantity above 0 with at most 2 decimals (hours, units), normalised to "1.50". */
export const quantitySchema = z
  .preprocess(
    (value) =>
      typeof value === 'number'
        ? Number.isFinite(value)
          ? String(value)
          : 'x'
        : typeof value === 'string'
          ? value.trim()
          : value,
    z
      .string({ error: 'Enter a quantity' })
      .regex(/^\d+(\.\d{1,2})?$/, 'Enter a quantity with at most 2 decimals')
      .refine((text) => !isMoneyString(text) || isMoneyAtMost(text, MAX_QUANTITY_HUNDREDTHS), {
        message: 'Quantity can be at most 1,000,000',
        abort: true,
      })
      .refine(
        (text) => !isMoneyString(text) || parseMoney(text) > 0,
        'Quantity must be greater than 0',
      )
      .transform((text) => formatMoney(parseMoney(text))),
  )
  .meta(
    describeAmount(
      { maxUnits: MAX_QUANTITY_HUNDREDTHS, decimals: 2, isPositive: true },
      'A quantity',
    ),
  );

/** quantity x unit price, rounded half-up to the cent (quantity is read in hundredths). */
export function calculateLineTotal(quantity: string, unitPrice: string): Cents {
  return multiplyRatio(parseMoney(unitPrice), parseMoney(quantity), 100);
}

export interface InvoiceTotals {
  subtotal: Cents;
  taxAmount: Cents;
  totalAmount: Cents;
}

/** Tax Amount = subtotal x tax rate and Total = subtotal + tax, to the cent (spec section 5). */
export function calculateInvoiceTotals(subtotal: Cents, taxRate: string): InvoiceTotals {
  const taxAmount = multiplyRate(subtotal, parseRate(taxRate));
  return { subtotal, taxAmount, totalAmount: subtotal + taxAmount };
}

/**
 * A plain decimal typed with more than two places (1000.555) rounded half up to cents as text
 * ("1000.56"), so the live figures show what it is worth while the field says it needs two places.
 */
function roundToCentsText(text: string): string {
  const match = /^(\d+)\.(\d{2})(\d)\d*$/.exec(text);
  if (!match) return text;
  const [, whole, cents, nextDigit] = match;
  const rounded = BigInt(`${whole}${cents}`) + (Number(nextDigit) >= 5 ? 1n : 0n);
  const digits = rounded.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The form's live figures: anything that is not an amount (or a rate) counts as 0 (spec section 2),
 * so half-typed input never shows NaN.
 */
export function calculateInvoiceTotalsFromText(
  subtotalText: string,
  taxRateText: string,
): InvoiceTotals {
  const text = roundToCentsText((subtotalText ?? '').trim());
  const subtotal =
    !isMoneyString(text) || text.startsWith('-')
      ? 0
      : isMoneyAtMost(text, MAX_INVOICE_SUBTOTAL_CENTS)
        ? parseMoney(text)
        : MAX_INVOICE_SUBTOTAL_CENTS;
  const rateText = (taxRateText ?? '').trim();
  const isRate = /^\d+(\.\d{1,6})?$/.test(rateText) && parseRate(rateText) <= 1_000_000;
  return calculateInvoiceTotals(subtotal, isRate ? rateText : '0');
}

/** Sums line totals the way the server does; lines that are not valid yet count as 0. */
export function calculateItemsSubtotalFromText(
  items: readonly { quantity?: unknown; unitPrice?: unknown }[],
): Cents {
  return sumCents(
    items.map((item) => {
      const quantity = String(item.quantity ?? '').trim();
      const unitPrice = String(item.unitPrice ?? '').trim();
      if (
        !isMoneyAtMost(quantity, Number.MAX_SAFE_INTEGER) ||
        !isMoneyAtMost(unitPrice, Number.MAX_SAFE_INTEGER)
      )
        return 0;
      const quantityHundredths = parseMoney(quantity);
      const unitCents = parseMoney(unitPrice);
      if (
        quantityHundredths <= 0 ||
        unitCents < 0 ||
        quantityHundredths * unitCents > Number.MAX_SAFE_INTEGER
      )
        return 0;
      return calculateLineTotal(quantity, unitPrice);
    }),
  );
}

export const invoiceItemInputSchema = z
  .strictObject({
    description: requiredText('Description', 500),
    quantity: quantitySchema,
    unitPrice: moneySchema,
    id: ignoredField,
    totalPrice: ignoredField,
  })
  .refine(
    (item) =>
      toCentsOrZero(item.quantity) * toCentsOrZero(item.unitPrice) <=
      MAX_INVOICE_SUBTOTAL_CENTS * 100,
    {
      message: 'Quantity x unit price is too large',
      path: ['unitPrice'],
    },
  );
export type InvoiceItemInput = z.infer<typeof invoiceItemInputSchema>;

const invoiceNumberSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(50, 'At most 50 characters')
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
      'Use letters, digits, dots, dashes, slashes or underscores',
    )
    .nullable()
    .optional(),
);

/**
 * The create and update payload (spec section 7). taxAmount and totalAmount are accepted and
 * ignored: the server recomputes them, and with items the subtotal too (api-conventions: Invoices).
 * A field left out is a default on create but keeps the stored value on update, so taxRate and
 * status carry no schema default: one would reset them on every partial update.
 */
export const invoiceInputSchema = z
  .strictObject({
    invoiceNumber: invoiceNumberSchema,
    clientId: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.uuid({ error: 'Choose a client' }),
    ),
    issueDate: dateSchema.optional(),
    dueDate: z.preprocess(emptyToNull, dateSchema.nullable().optional()).meta({
      description:
        "On or after the issue date; left out, the issue date plus the client's payment terms",
    }),
    // Null and "" mean left out, so the document says null is taken (issue 26, item 10).
    subtotal: z
      .preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        moneySchema
          .meta(describeAmount({ maxUnits: MAX_INVOICE_SUBTOTAL_CENTS, decimals: 2 }))
          .optional(),
      )
      .meta({ nullable: true }),
    taxRate: z
      .preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        createRateSchema('Tax rate')
          .optional()
          .describe(
            `Default ${DEFAULT_INVOICE_TAX_RATE} on create; kept when left out of an update`,
          ),
      )
      .meta({ nullable: true }),
    taxAmount: ignoredField,
    totalAmount: ignoredField,
    status: invoiceStatusSchema
      .optional()
      .describe(`Default ${DEFAULT_INVOICE_STATUS} on create; kept when left out of an update`),
    paymentDate: z.preprocess(emptyToNull, dateSchema.nullable().optional()),
    paymentMethod: optionalText(100),
    notes: optionalText(2000, 'paragraph'),
    items: z
      .array(invoiceItemInputSchema)
      .max(MAX_INVOICE_ITEMS, `At most ${MAX_INVOICE_ITEMS} items`)
      .optional(),
    id: ignoredField,
    createdAt: ignoredField,
    updatedAt: ignoredField,
  })
  .superRefine((input, context) => {
    checkDateOrder(context, {
      earlier: input.issueDate,
      later: input.dueDate,
      path: 'dueDate',
      message: 'Due date cannot be before the issue date',
    });
    // Refinements also run while some fields are still invalid, so unparsable values count as 0 here,
    // and each line is rounded to the cent as the server stores it, as the form's live figures do.
    const subtotal =
      Array.isArray(input.items) && input.items.length
        ? calculateItemsSubtotalFromText(input.items.map((item) => item ?? {}))
        : toCentsOrZero(input.subtotal);
    if (subtotal > MAX_INVOICE_SUBTOTAL_CENTS) {
      addFieldIssue(context, 'subtotal', 'An invoice subtotal can be at most $90,000,000.00');
    }
  });
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type InvoiceFormValues = z.input<typeof invoiceInputSchema>;

export const invoiceClientSchema = z.object({
  id: serverSetText,
  clientId: z.string(),
  companyName: z.string(),
});

/** An invoice as lists answer it; amountPaid and balanceDue come from its payments. */
export const invoiceSchema = z.object({
  id: serverSetText,
  invoiceNumber: z.string(),
  clientId: z.string(),
  client: invoiceClientSchema.nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  subtotal: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  totalAmount: z.string(),
  status: invoiceStatusSchema,
  paymentDate: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  notes: z.string().nullable(),
  amountPaid: z.string(),
  balanceDue: z.string(),
  itemCount: z.number().int(),
  paymentCount: z.number().int(),
  createdAt: serverSetText,
  updatedAt: serverSetText,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceItemSchema = z.object({
  id: serverSetText,
  description: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  totalPrice: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const paymentSchema = z.object({
  id: serverSetText,
  invoiceId: z.string(),
  amount: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string().nullable(),
  referenceNumber: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: serverSetText,
});
export type Payment = z.infer<typeof paymentSchema>;

/** View: the full invoice with its items and payments. */
export const invoiceDetailSchema = invoiceSchema.extend({
  items: z.array(invoiceItemSchema),
  payments: z.array(paymentSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** The status filter: '' and 'all' mean no filter. */
const toStatusFilter = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const listInvoicesQuerySchema = listQuerySchema.extend({
  status: z.preprocess(toStatusFilter, invoiceStatusSchema.optional()),
  clientId: uuidSchema.optional(),
  /** The viewer's calendar date, so 'overdue' matches what the screen shows; default the server's date. */
  today: dateSchema.optional(),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

/**
 * The portal's list: the server scopes it to the user's client (so no clientId), and a draft is not
 * the portal's to show, so status=draft is refused (400, fields.status) like any other status that
 * does not exist there, instead of answering an empty list that looks like "you have none".
 */
export const listPortalInvoicesQuerySchema = listInvoicesQuerySchema
  .omit({ clientId: true })
  .extend({
    status: z.preprocess(toStatusFilter, portalInvoiceStatusSchema.optional()),
  });
export type ListPortalInvoicesQuery = z.infer<typeof listPortalInvoicesQuerySchema>;

/** The four summary cards over the whole filtered set (spec section 2, Invoice Management). */
export const invoiceSummarySchema = z.object({
  totalInvoiced: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  overdueCount: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = listResponseSchema(invoiceSchema).extend({
  summary: invoiceSummarySchema,
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/**
 * Chosen by the caller once per intended payment (the web form: once per opened form), with the
 * pay-run key's rules: a repeated submit with the same key is answered with the payment it already
 * recorded. Optional for API callers; without it every request records a payment.
 */
export const paymentIdempotencyKeySchema = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'Enter an idempotency key of 8 to 100 characters' })
    .trim()
    .min(8, 'At least 8 characters')
    .max(100, 'At most 100 characters')
    .nullable()
    .optional(),
);

export const paymentInputSchema = z.strictObject({
  amount: moneySchema
    .refine((amount) => parseMoney(amount) > 0, 'Enter an amount greater than 0')
    .meta(describeAmount({ maxUnits: MAX_MONEY_CENTS, decimals: 2, isPositive: true })),
  paymentDate: dateSchema.meta({ description: 'Not in the future' }),
  paymentMethod: optionalText(100),
  referenceNumber: optionalText(100),
  notes: optionalText(1000, 'paragraph'),
  idempotencyKey: paymentIdempotencyKeySchema,
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;
export type PaymentFormValues = z.input<typeof paymentInputSchema>;

export const invoiceIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid invoice id' }),
});

/** "INV-2025-0001": the number the counter of the issue year gives (api-conventions: Invoices). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(4, '0')}`;
}

export const INVOICE_NUMBER_PATTERN = /^INV-(\d{4})-(\d{4,})$/;
