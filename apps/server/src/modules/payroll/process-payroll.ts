import { eq } from 'drizzle-orm';
import { employees, type Database, isUniqueViolation } from '@paylab/db';
import {
  AppError,
  parseMoney,
  type PayFrequencyId,
  type PayrollRecord,
  type ProcessPayrollInput,
  type SessionUser,
} from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { toHundredths } from './calculate-earnings';
import { describeFiledQuarter, findFiledQuarter } from './find-filed-quarter';
import { getPayrollRecordById } from './get-payroll-record';
import { getPayrollSettings } from './get-payroll-settings';
import { insertPayrollRecords } from './insert-payroll-records';
import { describeLaterPaycheck, describeOverlap, loadPayrollInputs } from './load-payroll-inputs';
import { lockPayrollForOneEmployee } from './payroll-locks';
import { pricePaycheck } from './price-paycheck';
import {
  describeHiredAfterPeriod,
  resolveParametersForPayDate,
  resolvePayPeriod,
  toFieldError,
} from './resolve-pay-period';

export interface ProcessPayrollOptions {
  actor: SessionUser;
  input: ProcessPayrollInput;
  today: string;
}

/**
 * Pays one employee for one period under the company's rule set, in one transaction with its
 * audit row. The employee's row lock serialises concurrent requests, so the second one sees the
 * first's record and answers 409; the unique (employee, period) constraint backs this up.
 */
export async function processPayroll(
  db: Database,
  { actor, input, today }: ProcessPayrollOptions,
): Promise<PayrollRecord> {
  const settings = await getPayrollSettings(db);
  try {
    return await db.transaction(async (tx) => {
      await lockPayrollForOneEmployee(tx);
      const [employee] = await tx
        .select()
        .from(employees)
        .where(eq(employees.id, input.employeeId))
        .for('update');
      if (!employee) throw new AppError('NOT_FOUND', 'Employee not found');
      const name = `${employee.firstName} ${employee.lastName}`;
      if (!employee.isActive)
        throw new AppError(
          'CONFLICT',
          `${name} is inactive. Mark the employee active before processing payroll.`,
        );

      const period = resolvePayPeriod({
        ...input,
        payFrequency: employee.payFrequency as PayFrequencyId,
        today,
        anchorDate: settings.anchorDate,
      });
      const hiredAfter = describeHiredAfterPeriod(employee, period.payPeriodEnd);
      if (hiredAfter) throw AppError.field('payPeriodEnd', hiredAfter);
      const filed = await findFiledQuarter(tx, period.payDate);
      if (filed) throw AppError.field('payDate', describeFiledQuarter(filed));
      const params = resolveParametersForPayDate(period.payDate);
      const inputs = await loadPayrollInputs(tx, { scope: { employeeId: employee.id }, ...period });
      const overlaps = inputs.overlaps.get(employee.id);
      if (overlaps?.length) throw new AppError('CONFLICT', describeOverlap(overlaps, name));
      const laterPayDate = inputs.laterPayDates.get(employee.id);
      if (laterPayDate)
        throw AppError.field('payDate', describeLaterPaycheck(laterPayDate, period.payDate, name));

      const hoursHundredths = toHundredths(input.hoursWorked);
      const overtimeHundredths = toHundredths(input.overtimeHours);
      const supplementalPay = parseMoney(input.supplementalPay);
      let priced;
      try {
        priced = pricePaycheck(params, {
          employee: inputs.employees[0]!,
          w4: inputs.w4ByEmployee.get(employee.id),
          ytd: inputs.yearToDate.get(employee.id),
          hoursHundredths,
          overtimeHundredths,
          supplementalPay,
          ruleSet: settings.ruleSet,
          sutaRate: settings.sutaRate,
        });
      } catch (error) {
        return toFieldError(error);
      }
      const [id] = await insertPayrollRecords(tx, {
        payRunId: null,
        ...period,
        ruleSet: settings.ruleSet,
        records: [
          {
            employeeId: employee.id,
            state: employee.state,
            earnings: priced.earnings,
            supplementalPay,
            result: priced.result,
            deductionLines: priced.deductionLines,
          },
        ],
      });
      const record = await getPayrollRecordById(tx, id!);
      await writeAuditLog(tx, {
        actor,
        action: 'process',
        entity: 'payroll_record',
        entityId: record.id,
        after: {
          employeeId: record.employeeId,
          employeeCode: record.employee.employeeId,
          payPeriodStart: record.payPeriodStart,
          payPeriodEnd: record.payPeriodEnd,
          payDate: record.payDate,
          ruleSet: record.ruleSet,
          grossPay: record.grossPay,
          netPay: record.netPay,
        },
      });
      return record;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'employee_period')) {
      throw new AppError(
        'CONFLICT',
        'Payroll was already processed for this employee and pay period',
      );
    }
    throw error;
  }
}
