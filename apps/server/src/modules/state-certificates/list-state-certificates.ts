import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import {
  employees,
  selectInForceStateCertificateId,
  selectStateCertificateStatus,
  stateCertificates,
  users,
  type DatabaseOrTransaction,
} from '@paylab/db';
import type { StateCertificateRecord } from '@paylab/shared';
import { requireEmployeeExists } from '../w4/require-employee-exists';
import { toStateCertificate } from './to-state-certificate';

export interface ReadStateCertificatesOptions {
  employeeId: string;
  /** The server's today (readWorkingToday), the date statuses are read on. */
  today: string;
}

/** Certificates matching `where`, newest first, each with its status today for the employee's work state. */
export async function readStateCertificates(
  db: DatabaseOrTransaction,
  where: SQL,
  today: string,
): Promise<StateCertificateRecord[]> {
  const rows = await db
    .select({
      certificate: getTableColumns(stateCertificates),
      status: selectStateCertificateStatus(employees.state, today),
      createdBy: users.username,
    })
    .from(stateCertificates)
    .innerJoin(employees, eq(employees.id, stateCertificates.employeeId))
    .leftJoin(users, eq(users.id, stateCertificates.createdBy))
    .where(where)
    .orderBy(desc(stateCertificates.createdAt), desc(stateCertificates.id));
  return rows.map((row) => toStateCertificate(row.certificate, row.status, row.createdBy));
}

/**
 * An employee's state certificates, every state's, newest first (a bare array: an employee has
 * few), each with its status today for the employee's work state.
 */
export async function listStateCertificates(
  db: DatabaseOrTransaction,
  { employeeId, today }: ReadStateCertificatesOptions,
): Promise<StateCertificateRecord[]> {
  await requireEmployeeExists(db, employeeId);
  return readStateCertificates(db, eq(stateCertificates.employeeId, employeeId), today);
}

/**
 * The certificate for the employee's work state in force today, the one payroll would use for a
 * paycheck paid today; null when none is (200, not 404: api-conventions), so the state's own
 * defaults apply, even if a future-dated one is scheduled.
 */
export async function getActiveStateCertificate(
  db: DatabaseOrTransaction,
  { employeeId, today }: ReadStateCertificatesOptions,
): Promise<StateCertificateRecord | null> {
  await requireEmployeeExists(db, employeeId);
  const [row] = await db
    .select({ certificate: getTableColumns(stateCertificates), createdBy: users.username })
    .from(stateCertificates)
    .innerJoin(employees, eq(employees.id, stateCertificates.employeeId))
    .leftJoin(users, eq(users.id, stateCertificates.createdBy))
    .where(
      and(
        eq(employees.id, employeeId),
        eq(
          stateCertificates.id,
          selectInForceStateCertificateId(employees.id, employees.state, today),
        ),
      ),
    );
  return row ? toStateCertificate(row.certificate, 'active', row.createdBy) : null;
}
