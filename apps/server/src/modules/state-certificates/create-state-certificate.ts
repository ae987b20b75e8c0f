import { eq } from 'drizzle-orm';
import { employees, stateCertificates, type Database, type Transaction } from '@paylab/db';
import {
  AppError,
  type CertificateWireValues,
  type CreateStateCertificateInput,
  type SessionUser,
  type StateCertificateRecord,
} from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { lockRecord } from '../../lib/lock-record';
import { toStoredStateCertificate } from '../../lib/state-certificates';
import { readStateCertificates } from './list-state-certificates';

export interface CreateStateCertificateOptions {
  actor: SessionUser;
  input: CreateStateCertificateInput;
  /** The server's today (readWorkingToday): a certificate effective after it is answered as scheduled. */
  today: string;
}

export interface StateCertificateToRecord {
  employeeId: string;
  state: string;
  effectiveDate: string;
  /** Already checked against the state's fields (checkStateCertificate). */
  values: Record<string, unknown>;
}

/**
 * Inserts one certificate, its money normalised to "12.50", and audits it: the step shared with
 * hiring an employee together with the certificate on file.
 */
export async function insertStateCertificate(
  tx: Transaction,
  actor: SessionUser,
  certificate: StateCertificateToRecord,
): Promise<string> {
  const values: CertificateWireValues = toStoredStateCertificate(
    certificate.state,
    certificate.values,
  );
  const [row] = await tx
    .insert(stateCertificates)
    .values({
      employeeId: certificate.employeeId,
      state: certificate.state,
      effectiveDate: certificate.effectiveDate,
      values,
      createdBy: actor.id,
    })
    .returning();
  await writeAuditLog(tx, {
    actor,
    action: 'create',
    entity: 'state_certificate',
    entityId: row!.id,
    after: row,
  });
  return row!.id;
}

/**
 * Records a state withholding certificate for the employee's work state. Nothing is replaced in
 * place: which one payroll uses is derived from the dates (queries/state-certificate-in-force.ts),
 * so a future-dated certificate leaves the current one in force until then. Locking the employee
 * row keeps the work state fixed while the certificate is filed under it.
 */
export async function createStateCertificate(
  db: Database,
  { actor, input, today }: CreateStateCertificateOptions,
): Promise<StateCertificateRecord> {
  return db.transaction(async (tx) => {
    const employee = await lockRecord(tx, employees, input.employeeId, 'employee');
    if (employee.state !== input.state) {
      const message = `The employee works in ${employee.state} now, not ${input.state}: record a certificate of the work state`;
      throw new AppError('CONFLICT', message, { state: message });
    }
    const id = await insertStateCertificate(tx, actor, input);
    const [recorded] = await readStateCertificates(tx, eq(stateCertificates.id, id), today);
    return recorded!;
  });
}
