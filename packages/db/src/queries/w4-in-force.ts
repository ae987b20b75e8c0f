import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { w4Forms } from '../schema';
import type { W4Status } from '@paylab/shared';

/**
 * The id of the W-4 in force for an employee on a date: the latest-recorded one already effective
 * then, the rule payroll prices a paycheck by (load-payroll-inputs.ts, on the pay date). A
 * later-recorded W-4 with an earlier effective date wins, as a correction should. Null when none.
 */
export function selectInForceW4Id(
  employeeId: AnyPgColumn | SQL | string,
  onDate: AnyPgColumn | SQL | string,
): SQL<string | null> {
  // Its own alias, so a caller's correlated columns (w4_forms.employee_id) still mean the outer row.
  return sql<string | null>`(select in_force_w4.id from ${w4Forms} as in_force_w4
    where in_force_w4.employee_id = ${employeeId} and in_force_w4.effective_date <= ${onDate}
    order by in_force_w4.created_at desc, in_force_w4.id desc limit 1)`;
}

/**
 * Each w4_forms row's status on `today`. A future W-4 is scheduled only if it will be in force on its
 * own effective date; one that a later-recorded W-4 already overrides from that date never applies,
 * so it reads as replaced.
 */
export function selectW4Status(today: string): SQL<W4Status> {
  return sql<W4Status>`case
    when ${w4Forms.id} = ${selectInForceW4Id(w4Forms.employeeId, today)} then 'active'
    when ${w4Forms.effectiveDate} > ${today} and ${w4Forms.id} = ${selectInForceW4Id(w4Forms.employeeId, w4Forms.effectiveDate)} then 'scheduled'
    else 'replaced' end`;
}
