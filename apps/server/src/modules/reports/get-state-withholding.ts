import { count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { payrollRecords, payrollRecordStateLines, type DatabaseOrTransaction } from '@paylab/db';
import { formatMoney, parseMoney, sumCents, type StateWithholding } from '@paylab/shared';
import { findStateProgram, findStateRule, hasWageIncomeTax } from '@paylab/tax-engine';
import { sumMoney } from '../../lib/sum-money';

/**
 * State withholding of the paychecks `within` a period, by the paychecks' work state: wages and
 * employees from the records, each program's total from their state lines (a child table summed
 * in SQL, so a year of 520,000 paychecks arrives as a row per state and program).
 */
export async function loadStateWithholding(
  db: DatabaseOrTransaction,
  within: SQL,
): Promise<StateWithholding[]> {
  // Per employee and state first, then per state: two hash aggregations instead of the sort a
  // count(distinct) needs, which spills to disk on a year of paychecks.
  const perEmployee = db
    .select({
      state: payrollRecords.state,
      employeeId: payrollRecords.employeeId,
      wages: sum(sql`${payrollRecords.grossPay} + ${payrollRecords.supplementalPay}`).as('wages'),
    })
    .from(payrollRecords)
    .where(within)
    .groupBy(payrollRecords.state, payrollRecords.employeeId)
    .as('per_employee');
  const [states, programs] = await Promise.all([
    db
      .select({
        state: perEmployee.state,
        employees: count(),
        wages: sumMoney(perEmployee.wages),
      })
      .from(perEmployee)
      .groupBy(perEmployee.state)
      .orderBy(perEmployee.state),
    db
      .select({
        state: payrollRecords.state,
        programId: payrollRecordStateLines.programId,
        kind: payrollRecordStateLines.kind,
        amount: sumMoney(payrollRecordStateLines.amount),
      })
      .from(payrollRecordStateLines)
      .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordStateLines.payrollRecordId))
      .where(within)
      .groupBy(
        payrollRecords.state,
        payrollRecordStateLines.programId,
        payrollRecordStateLines.kind,
      ),
  ]);
  return states.map((row) => {
    const rule = findStateRule(row.state);
    const order = (rule?.programs ?? []).map((program) => program.id);
    const rank = (programId: string) =>
      order.includes(programId) ? order.indexOf(programId) : order.length;
    const lines = programs
      .filter((program) => program.state === row.state)
      .sort((left, right) => rank(left.programId) - rank(right.programId))
      .map((program) => ({
        programId: program.programId,
        kind: program.kind as StateWithholding['programs'][number]['kind'],
        label: findStateProgram(program.programId)?.label ?? program.programId,
        cents: parseMoney(program.amount),
      }))
      // A program that withheld nothing in the period says nothing; the income tax says 0.
      .filter((line) => line.cents !== 0 || line.kind === 'income-tax');
    return {
      state: row.state,
      name: rule?.name ?? row.state,
      hasWageIncomeTax: hasWageIncomeTax(row.state),
      employees: row.employees,
      wages: row.wages,
      incomeTax: formatMoney(
        sumCents(lines.filter((line) => line.kind === 'income-tax').map((line) => line.cents)),
      ),
      totalWithheld: formatMoney(sumCents(lines.map((line) => line.cents))),
      programs: lines.map(({ cents, ...line }) => ({ ...line, amount: formatMoney(cents) })),
    };
  });
}
