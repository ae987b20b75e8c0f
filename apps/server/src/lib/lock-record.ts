import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '@paylab/db';
import { AppError } from '@paylab/shared';
import { assertEditedVersion } from './edit-versions';

type RecordTable = PgTable & { id: AnyPgColumn };

/** The 404 of a record the request names and the database does not hold: `Benefit plan not found`. */
export function toRecordNotFound(recordName: string): AppError {
  return new AppError(
    'NOT_FOUND',
    `${recordName[0]!.toUpperCase()}${recordName.slice(1)} not found`,
  );
}

/**
 * Reads a record's row and locks it until the transaction ends, so that no other write to the
 * record (nor one that waits on it, such as a pay run locking its employee) can land between the
 * service's checks and its own write. 404 `<Record name> not found` when there is none.
 */
export async function lockRecord<Table extends RecordTable>(
  tx: Transaction,
  table: Table,
  id: string,
  recordName: string,
): Promise<Table['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw toRecordNotFound(recordName);
  return row as Table['$inferSelect'];
}

/**
 * lockRecord for the PUT of a versioned record: an edit made from a version other than the one
 * stored is refused with 412 (ADR 0020); `acceptedVersions` null takes any.
 */
export async function lockRecordForEdit<Table extends RecordTable & { updatedAt: AnyPgColumn }>(
  tx: Transaction,
  table: Table,
  id: string,
  { recordName, acceptedVersions }: { recordName: string; acceptedVersions: string[] | null },
): Promise<Table['$inferSelect']> {
  const row = await lockRecord(tx, table, id, recordName);
  assertEditedVersion(acceptedVersions, (row as { updatedAt: string }).updatedAt, recordName);
  return row;
}
