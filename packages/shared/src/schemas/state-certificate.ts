import { z } from 'zod';
import { MAX_PAYCHECK_AMOUNT_CENTS } from '../money';
import {
  MAX_CERTIFICATE_COUNT,
  type CertificateField,
  type CertificateWireValues,
} from '../state-certificate';
import { boundedMoneySchema, dateSchema, serverSetText, stateCodeSchema } from './common';

/** How a field is validated on the wire: counts as whole numbers, money as "12.50", selects by value. */
function buildFieldSchema(field: CertificateField): z.ZodType {
  switch (field.kind) {
    case 'count': {
      const max = field.max ?? MAX_CERTIFICATE_COUNT;
      return z.preprocess(
        (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
        z
          .number({ error: `${field.label} must be a whole number` })
          .int(`${field.label} must be a whole number`)
          .min(0, `${field.label} must be 0 or more`)
          .max(max, `${field.label} must be at most ${max}`),
      );
    }
    case 'money':
      return boundedMoneySchema(
        MAX_PAYCHECK_AMOUNT_CENTS,
        `${field.label} can be at most $99,999,999.99`,
      );
    case 'select': {
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      return z.enum(values, { error: `${field.label}: choose one of ${values.join(', ')}` });
    }
    case 'boolean':
      return z.boolean({ error: `${field.label} must be true or false` });
  }
}

/**
 * The zod object of one state's certificate, built from its field descriptors: every field is
 * optional (a left-out field takes the state's default), an unknown one is refused. Money comes
 * out as "12.50".
 */
export function buildStateCertificateSchema(fields: readonly CertificateField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.key] = buildFieldSchema(field).optional();
  return z.strictObject(shape) as unknown as z.ZodType<CertificateWireValues>;
}

/**
 * A certificate as a request carries it before the work state is known: field names to numbers,
 * strings or booleans. `checkStateCertificate` then holds it to that state's fields.
 */
export const stateCertificateInputSchema = z
  .record(z.string().max(64), z.union([z.number(), z.string().max(100), z.boolean()]))
  .meta({
    description:
      "The work state's withholding certificate (GET /api/tax/states lists each state's fields): counts as whole numbers, money as amounts, selects by value, checkboxes as booleans; a field left out takes the state's default",
  });

/** The certificate fields of a work state; undefined where PayLab has no certificate for it. */
export type FindCertificateFields = (state: string) => readonly CertificateField[] | undefined;

/**
 * Holds the certificate at `property` (`stateCertificate`, or a certificate record's `values`) to
 * the fields of the chosen `state` (a superRefine for a request schema): an issue per refused
 * field, at `<property>.<field>`.
 */
export function checkStateCertificate<Property extends string = 'stateCertificate'>(
  findFields: FindCertificateFields,
  property: Property = 'stateCertificate' as Property,
) {
  return (
    value: { state: string } & { [key in Property]?: Record<string, unknown> | null },
    context: z.RefinementCtx,
  ): void => {
    const certificate = value[property];
    if (certificate === undefined || certificate === null) return;
    const fields = findFields(value.state) ?? [];
    const result = buildStateCertificateSchema(fields).safeParse(certificate);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      for (const key of keys) {
        context.addIssue({
          code: 'custom',
          path: [property, ...(key === undefined ? issue.path : [key])],
          message:
            issue.code === 'unrecognized_keys'
              ? fields.length
                ? `Not a field of the ${value.state} certificate (fields: ${fields.map((field) => field.key).join(', ')})`
                : `${value.state} has no withholding certificate fields in PayLab`
              : issue.message,
        });
      }
    }
  };
}

/** The certificate with money normalised to "12.50", once checkStateCertificate has passed it. */
export function normalizeStateCertificate(
  fields: readonly CertificateField[],
  certificate: Record<string, unknown>,
): CertificateWireValues {
  return buildStateCertificateSchema(fields).parse(certificate);
}

/**
 * `POST /api/state-certificates`: one dated certificate for the employee's work state, `values`
 * held to that state's fields (the server's route adds checkStateCertificate). `state` must be the
 * employee's work state when it is recorded, so a form filled in for one state is never filed
 * under another.
 */
export const createStateCertificateInputSchema = z.strictObject({
  employeeId: z.uuid({ error: 'Not a valid employee id' }),
  state: stateCodeSchema.meta({ description: "The employee's work state" }),
  effectiveDate: dateSchema.meta({
    description: 'Payroll uses the certificate for pay dates on or after it',
  }),
  values: stateCertificateInputSchema,
});
export type CreateStateCertificateInput = z.infer<typeof createStateCertificateInputSchema>;
export type StateCertificateFormValues = z.input<typeof createStateCertificateInputSchema>;

/**
 * Where a certificate stands on the server's today, for the employee's work state: in force (the
 * one payroll uses today), scheduled (takes force on its future effective date), replaced (a
 * later-recorded one applies instead), or for another state than the one the employee works in.
 */
export const STATE_CERTIFICATE_STATUSES = [
  'active',
  'scheduled',
  'replaced',
  'other-state',
] as const;
export const stateCertificateStatusSchema = z.enum(STATE_CERTIFICATE_STATUSES);
export type StateCertificateStatus = z.infer<typeof stateCertificateStatusSchema>;

export const stateCertificateRecordSchema = z.object({
  id: serverSetText,
  employeeId: z.string(),
  state: z.string(),
  /** The state's form, e.g. "IL-W-4". */
  form: z.string(),
  effectiveDate: z.string(),
  /** The certificate's fields: counts as numbers, money as "12.50", selects and checkboxes as given. */
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  status: stateCertificateStatusSchema,
  /** The username of whoever recorded it; null for one moved from the employee row or a deleted user. */
  createdBy: z.string().nullable(),
  createdAt: serverSetText,
});
export type StateCertificateRecord = z.infer<typeof stateCertificateRecordSchema>;

export const stateCertificateEmployeeParamsSchema = z.strictObject({
  employeeId: z.uuid({ error: 'Not a valid employee id' }),
});
