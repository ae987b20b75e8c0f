import { eq, sql } from 'drizzle-orm';
import {
  clients,
  getNextClientCode,
  type Database,
  type Transaction,
  isUniqueViolation,
} from '@paylab/db';
import {
  AppError,
  type Client,
  type CreateClientInput,
  type SessionUser,
  type UpdateClientInput,
} from '@paylab/shared';
import { writeCreationAudit } from '../../lib/audit-log';
import { toClient } from './to-client';

export interface CreateClientOptions {
  actor: SessionUser;
  input: CreateClientInput;
}

/** The lock getNextClientCode takes: typed codes and generated ones are checked one at a time. */
const CLIENT_CODE_LOCK = 727275;

/** Refuses a client ID another client holds, whatever its letter case. */
export async function assertClientCodeIsFree(
  tx: Transaction,
  clientCode: string,
  exceptId?: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_CODE_LOCK})`);
  const [existing] = await tx
    .select({ id: clients.id, clientId: clients.clientId })
    .from(clients)
    .where(eq(sql`lower(${clients.clientId})`, clientCode.toLowerCase()))
    .limit(1);
  if (existing && existing.id !== exceptId) {
    const message = `Client ID ${existing.clientId} is already in use by another client`;
    throw new AppError('CONFLICT', message, { clientId: message });
  }
}

export function toClientConflict(error: unknown, clientCode: string | null | undefined): unknown {
  if (isUniqueViolation(error, 'client_id')) {
    const message = clientCode
      ? `Client ID ${clientCode} is already in use by another client`
      : 'That client ID is already in use';
    return new AppError('CONFLICT', message, { clientId: message });
  }
  return error;
}

/** The details both the create and the edit form set, as columns: a blank optional field is null. */
export function toClientDetailColumns(input: CreateClientInput | UpdateClientInput) {
  return {
    companyName: input.companyName,
    contactFirstName: input.contactFirstName,
    contactLastName: input.contactLastName,
    email: input.email,
    phone: input.phone ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    zipCode: input.zipCode ?? null,
    taxId: input.taxId ?? null,
    billingRate: input.billingRate ?? null,
    paymentTerms: input.paymentTerms,
    notes: input.notes ?? null,
  };
}

/** Creates a client; its client ID is generated (CL-0001, ...) when left empty (spec section 5). */
export async function createClient(
  db: Database,
  { actor, input }: CreateClientOptions,
): Promise<Client> {
  try {
    return await db.transaction(async (tx) => {
      let clientCode = input.clientId ?? null;
      if (clientCode) await assertClientCodeIsFree(tx, clientCode);
      else clientCode = await getNextClientCode(tx);
      const [row] = await tx
        .insert(clients)
        .values({
          clientId: clientCode,
          ...toClientDetailColumns(input),
          status: input.status,
        })
        .returning();
      return writeCreationAudit(tx, { actor, entity: 'client' }, toClient(row!));
    });
  } catch (error) {
    throw toClientConflict(error, input.clientId);
  }
}
