import { countDistinct, eq, type SQL } from 'drizzle-orm';
import {
  payrollRecordDeductionLines,
  payrollRecords,
  type DatabaseOrTransaction,
} from '@paylab/db';
import { DEDUCTION_TYPES, type DeductionTypeTotal } from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS, isDeductionType } from '@paylab/tax-engine';
import { sumMoney } from '../../lib/sum-money';

/**
 * Benefit deductions and employer contributions of the paychecks `within` a period, by deduction
 * type: the lines summed in SQL (a row per type), in the closed list's order.
 */
export async function loadDeductionTotals(
  db: DatabaseOrTransaction,
  within: SQL,
): Promise<DeductionTypeTotal[]> {
  const rows = await db
    .select({
      type: payrollRecordDeductionLines.deductionType,
      employees: countDistinct(payrollRecords.employeeId),
      employeeAmount: sumMoney(payrollRecordDeductionLines.employeeAmount),
      employerAmount: sumMoney(payrollRecordDeductionLines.employerAmount),
    })
    .from(payrollRecordDeductionLines)
    .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordDeductionLines.payrollRecordId))
    .where(within)
    .groupBy(payrollRecordDeductionLines.deductionType);
  return rows
    .filter((row) => isDeductionType(row.type))
    .map((row) => {
      const type = row.type as DeductionTypeTotal['type'];
      return {
        type,
        label: DEDUCTION_TYPE_LABELS[type],
        employees: row.employees,
        employeeAmount: row.employeeAmount,
        employerAmount: row.employerAmount,
      };
    })
    .sort(
      (left, right) => DEDUCTION_TYPES.indexOf(left.type) - DEDUCTION_TYPES.indexOf(right.type),
    );
}
