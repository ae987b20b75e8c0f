import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stateCertificates } from '../schema';
import type { StateCertificateStatus } from '@paylab/shared';

type SqlValue = AnyPgColumn | SQL | string;

/**
 * The id of the employee's certificate for `state` in force on a date: the latest-recorded one
 * already effective then, the W-4's rule (w4-in-force.ts), which payroll prices a paycheck by on
 * its pay date. A later-recorded certificate with an earlier effective date wins, as a correction
 * should. Null when none is, and the state's own defaults apply.
 */
export function selectInForceStateCertificateId(
  employeeId: SqlValue,
  state: SqlValue,
  onDate: SqlValue,
): SQL<string | null> {
  // Its own alias, so a caller's correlated columns (state_certificates.employee_id) still mean the outer row.
  return sql<
    string | null
  >`(select in_force_certificate.id from ${stateCertificates} as in_force_certificate
    where in_force_certificate.employee_id = ${employeeId} and in_force_certificate.state = ${state}
      and in_force_certificate.effective_date <= ${onDate}
    order by in_force_certificate.created_at desc, in_force_certificate.id desc limit 1)`;
}

/** The values of the certificate selectInForceStateCertificateId picks, or null. */
export function selectInForceStateCertificateValues(
  employeeId: SqlValue,
  state: SqlValue,
  onDate: SqlValue,
): SQL<Record<string, number | string | boolean> | null> {
  return sql`(select in_force_values.values from ${stateCertificates} as in_force_values
    where in_force_values.id = ${selectInForceStateCertificateId(employeeId, state, onDate)})`;
}

/**
 * Each state_certificates row's status on `today` against the employee's work state `workState`:
 * a certificate for another state never applies while the employee works there; otherwise as a
 * W-4's (selectW4Status): active, scheduled for its own effective date, or replaced.
 */
export function selectStateCertificateStatus(
  workState: SqlValue,
  today: string,
): SQL<StateCertificateStatus> {
  const { id, employeeId, state, effectiveDate } = stateCertificates;
  return sql<StateCertificateStatus>`case
    when ${state} <> ${workState} then 'other-state'
    when ${id} = ${selectInForceStateCertificateId(employeeId, state, today)} then 'active'
    when ${effectiveDate} > ${today} and ${id} = ${selectInForceStateCertificateId(employeeId, state, effectiveDate)} then 'scheduled'
    else 'replaced' end`;
}
