import { z } from 'zod';
import {
  requiredEmailSchema,
  listQuerySchema,
  listResponseSchema,
  createMoneySchema,
  optionalText,
  requiredText,
  STATE_CODES,
  serverSetText,
} from './common';

export const CLIENT_STATUSES = [
  'pending_approval',
  'approved',
  'rejected',
  'active',
  'inactive',
  'suspended',
] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES, { error: 'Choose a client status' });
export type ClientStatus = z.infer<typeof clientStatusSchema>;

/** The statuses the client forms offer (spec section 4); approve and reject set the others. */
export const EDITABLE_CLIENT_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const editableClientStatusSchema = z.enum(EDITABLE_CLIENT_STATUSES, {
  error: 'Choose active, inactive or suspended',
});

/** Default payment terms in days (spec section 9). */
export const DEFAULT_PAYMENT_TERMS = 30;
export const MAX_PAYMENT_TERMS = 365;

/** A client as the API answers it (spec section 3, clients). */
export const clientSchema = z.object({
  id: serverSetText,
  clientId: z.string(),
  companyName: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  taxId: z.string().nullable(),
  billingRate: z.string().nullable(),
  paymentTerms: z.number().int(),
  status: clientStatusSchema,
  uiAccess: z.boolean(),
  approvedBy: serverSetText.nullable(),
  approvedAt: serverSetText.nullable(),
  notes: z.string().nullable(),
  createdAt: serverSetText,
  updatedAt: serverSetText,
});
export type Client = z.infer<typeof clientSchema>;

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Number inputs arrive as text from forms and as numbers from API clients; empty means the default. */
const paymentTermsSchema = z
  .preprocess(
    (value) => {
      if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '')
      )
        return DEFAULT_PAYMENT_TERMS;
      // A typed minus sign stays a number, so the refusal says it cannot be negative (issue 27, item 7).
      return typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value.trim())
        : value;
    },
    z
      .number({ error: 'Payment terms must be a whole number of days' })
      .int('Payment terms must be a whole number of days')
      .min(0, 'Payment terms cannot be negative')
      .max(MAX_PAYMENT_TERMS, `Payment terms can be at most ${MAX_PAYMENT_TERMS} days`),
  )
  .meta({ nullable: true, description: `Days; left out, null or empty: ${DEFAULT_PAYMENT_TERMS}` })
  .default(DEFAULT_PAYMENT_TERMS);

/** Field limits are the column sizes of spec section 3; required fields are those of spec section 5. */
const clientFields = {
  clientId: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(20, 'At most 20 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes or underscores')
      .nullable()
      .optional(),
  ),
  companyName: requiredText('Company name', 255, 'name'),
  contactFirstName: requiredText('Contact first name', 100, 'name'),
  contactLastName: requiredText('Contact last name', 100, 'name'),
  email: requiredEmailSchema,
  phone: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(20, 'At most 20 characters')
      .regex(/^[0-9+().\-\s x]*$/i, 'Use digits, spaces and + ( ) - only')
      .nullable()
      .optional(),
  ),
  address: optionalText(500),
  city: optionalText(100),
  state: z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toUpperCase()) : value,
    z.enum(STATE_CODES, { error: 'Choose a US state (two-letter code)' }).nullable().optional(),
  ),
  zipCode: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(10, 'At most 10 characters')
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code like 94105 or 94105-1234')
      .nullable()
      .optional(),
  ),
  taxId: optionalText(20),
  billingRate: z.preprocess(emptyToNull, createMoneySchema('Billing rate').nullable().optional()),
  paymentTerms: paymentTermsSchema,
  notes: optionalText(2000, 'paragraph'),
};

/** Echoed server-owned fields are accepted and ignored (api-conventions: HTTP). */
/** Sent back by the spec's client and ignored: the server sets it. */
const ignoredField = z.unknown().optional().meta({ readOnly: true });

/** The form sends active (spec section 4); a call without a status stores pending_approval, the column's default. */
export const createClientInputSchema = z.strictObject({
  ...clientFields,
  status: editableClientStatusSchema.optional(),
});
export type CreateClientInput = z.infer<typeof createClientInputSchema>;
export type CreateClientFormValues = z.input<typeof createClientInputSchema>;

/**
 * An update may keep a status set by approval (the edit form shows it as is), but may only change
 * it to active, inactive or suspended; the service enforces the second half.
 */
export const updateClientInputSchema = z.strictObject({
  ...clientFields,
  status: clientStatusSchema.optional(),
  id: ignoredField,
  uiAccess: ignoredField,
  approvedAt: ignoredField,
  createdAt: ignoredField,
  updatedAt: ignoredField,
  // The spec's client sends these; the server owns them now (approve and reject set the approver),
  // so they are ignored rather than refused (api-conventions: HTTP).
  approvedBy: ignoredField,
  rejectedBy: ignoredField,
  requestedBy: ignoredField,
  requestReason: ignoredField,
});
export type UpdateClientInput = z.infer<typeof updateClientInputSchema>;
export type UpdateClientFormValues = z.input<typeof updateClientInputSchema>;

export const listClientsQuerySchema = listQuerySchema.extend({
  status: clientStatusSchema.optional(),
});
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;

export const clientListSchema = listResponseSchema(clientSchema);
export type ClientList = z.infer<typeof clientListSchema>;

/**
 * One entry of the invoice form's client dropdown: 'company name (client id)', marked while the
 * client awaits approval. Rejected clients are not offered (issue 26, item 1).
 */
export const clientOptionSchema = z.object({
  id: serverSetText,
  clientId: z.string(),
  companyName: z.string(),
  paymentTerms: z.number().int(),
  status: clientStatusSchema,
});
export type ClientOption = z.infer<typeof clientOptionSchema>;
export const clientOptionListSchema = z.array(clientOptionSchema);

export const clientIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid client id' }),
});
