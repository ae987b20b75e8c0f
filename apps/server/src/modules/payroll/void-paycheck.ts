import { and, between, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { payRuns, payrollRecords, voidedPaychecks, type Database } from '@paylab/db';
import {
  AppError,
  type SessionUser,
  type VoidedPaycheck,
  type VoidPaycheckInput,
} from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { findFiledQuarter } from './find-filed-quarter';
import { getPayrollRecordById } from './get-payroll-record';
import { lockRecordEmployee } from './lock-record-employee';
import { toVoidedPaycheck } from './to-voided-paycheck';

export interface VoidPaycheckOptions {
  actor: SessionUser;
  id: string;
  input: VoidPaycheckInput;
}

/**
 * Takes back a processed paycheck (docs/decisions/0015): the record moves to voided_paychecks with
 * the reason, its pay run's totals drop by its amounts, and the audit row is written, all in one
 * transaction. Only the employee's latest check of the year can go, since every later check's
 * year-to-date limits counted it (ADR 0013); and none in a quarter whose 941 is filed.
 */
export async function voidPaycheck(
  db: Database,
  { actor, id, input }: VoidPaycheckOptions,
): Promise<VoidedPaycheck> {
  return db.transaction(async (tx) => {
    // A second void of the same check waits here, then finds the record gone.
    await lockRecordEmployee(tx, payrollRecords, id, 'payroll record');
    const record = await getPayrollRecordById(tx, id);
    const name = `${record.employee.firstName} ${record.employee.lastName}`;

    const createdAt = tx
      .select({ createdAt: payrollRecords.createdAt })
      .from(payrollRecords)
      .where(eq(payrollRecords.id, id));
    const [later] = await tx
      .select({ payDate: payrollRecords.payDate })
      .from(payrollRecords)
      .where(
        and(
          eq(payrollRecords.employeeId, record.employeeId),
          ne(payrollRecords.id, id),
          between(payrollRecords.payDate, record.payDate, `${record.payDate.slice(0, 4)}-12-31`),
          or(gt(payrollRecords.payDate, record.payDate), gt(payrollRecords.createdAt, createdAt)),
        ),
      )
      .orderBy(desc(payrollRecords.payDate))
      .limit(1);
    const laterPayDate = later?.payDate;
    if (laterPayDate) {
      throw new AppError(
        'CONFLICT',
        `${name} has a later paycheck, dated ${laterPayDate}, whose year-to-date limits count this one. Void the later paycheck first.`,
      );
    }
    const filed = await findFiledQuarter(tx, record.payDate);
    if (filed) {
      throw new AppError(
        'CONFLICT',
        `Form 941 for Q${filed.quarter} ${filed.taxYear} was filed on ${filed.filedDate} and counts this paycheck. A filed quarter is corrected with Form 941-X, not by voiding.`,
      );
    }

    const [voided] = await tx
      .insert(voidedPaychecks)
      .values({
        id: record.id,
        employeeId: record.employeeId,
        payRunId: record.payRunId,
        payPeriodStart: record.payPeriodStart,
        payPeriodEnd: record.payPeriodEnd,
        payDate: record.payDate,
        grossPay: record.grossPay,
        netPay: record.netPay,
        record,
        reason: input.reason,
        voidedBy: actor.id,
        voidedByName: actor.username,
      })
      .returning();
    await tx.delete(payrollRecords).where(eq(payrollRecords.id, id));
    if (record.payRunId) {
      await tx
        .update(payRuns)
        .set({
          employeeCount: sql`${payRuns.employeeCount} - 1`,
          totalGrossPay: sql`${payRuns.totalGrossPay} - ${record.grossPay}::numeric`,
          totalNetPay: sql`${payRuns.totalNetPay} - ${record.netPay}::numeric`,
        })
        .where(eq(payRuns.id, record.payRunId));
    }
    await writeAuditLog(tx, {
      actor,
      action: 'void',
      entity: 'payroll_record',
      entityId: id,
      before: {
        employeeId: record.employeeId,
        employeeCode: record.employee.employeeId,
        payPeriodStart: record.payPeriodStart,
        payPeriodEnd: record.payPeriodEnd,
        payDate: record.payDate,
        grossPay: record.grossPay,
        netPay: record.netPay,
      },
      after: { reason: input.reason },
    });
    return toVoidedPaycheck(voided!);
  });
}
