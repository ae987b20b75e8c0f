import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { getPgErrorCode } from './pg-errors';
import { insertTestEmployee, insertTestPaycheck } from './testing';
import { useTestDatabase } from './use-test-database';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The SQLSTATE a refused write carries; null when it went. */
async function refusalCode(write: Promise<unknown>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (error) {
    const code = getPgErrorCode(error);
    if (code === undefined) throw error;
    return code;
  }
}

/**
 * Migration 0028 checks the record and plan a payroll line names once per statement instead of with
 * row-level foreign keys (docs/decisions/0054). These are the keys' promises, kept on PGlite and
 * (TEST_DB_KIND=postgres) on PostgreSQL: a line naming nothing is refused as a key would refuse it,
 * a record's lines go with it, a plan that lines name stays, and a named id does not change.
 */
describe('payroll lines and the rows they name', () => {
  const database = useTestDatabase();
  let planId: string;
  let employeeId: string;
  let periods = 0;

  /** A paycheck of the next two-week period. */
  const insertRecord = () => insertTestPaycheck(database.db, employeeId, 14 * periods++);

  const insertDeductionLine = (recordId: string, linePlanId: string) =>
    database.db.execute(sql`
      insert into payroll_record_deduction_lines (payroll_record_id, plan_id, deduction_type, is_pre_tax, employee_amount, employer_amount)
      values (${recordId}, ${linePlanId}, 'traditional-401k', true, 100, 50)`);

  const insertStateLine = (recordId: string) =>
    database.db.execute(sql`
      insert into payroll_record_state_lines (payroll_record_id, program_id, kind, amount)
      values (${recordId}, 'ca-sdi', 'disability', 24)`);

  const countLines = async (recordId: string) => {
    const result = await database.db.execute(sql`
      select (select count(*) from payroll_record_deduction_lines where payroll_record_id = ${recordId})::int as deduction,
        (select count(*) from payroll_record_state_lines where payroll_record_id = ${recordId})::int as state`);
    return result.rows[0];
  };

  beforeAll(async () => {
    employeeId = await insertTestEmployee(database.db);
    const plan = await database.db.execute(sql`
      insert into benefit_plans (name, type) values ('401(k)', 'traditional-401k') returning id`);
    planId = (plan.rows[0] as { id: string }).id;
  });

  test('a line naming a missing record or plan is refused as a foreign key refuses it', async () => {
    const recordId = await insertRecord();
    expect(await refusalCode(insertDeductionLine(MISSING_ID, planId))).toBe('23503');
    expect(await refusalCode(insertDeductionLine(recordId, MISSING_ID))).toBe('23503');
    expect(await refusalCode(insertStateLine(MISSING_ID))).toBe('23503');
    expect(await countLines(recordId)).toEqual({ deduction: 0, state: 0 });
    expect(await refusalCode(insertDeductionLine(recordId, planId))).toBeNull();
    expect(await refusalCode(insertStateLine(recordId))).toBeNull();
    expect(
      await refusalCode(
        database.db.execute(
          sql`update payroll_record_deduction_lines set plan_id = ${MISSING_ID} where payroll_record_id = ${recordId}`,
        ),
      ),
    ).toBe('23503');
  });

  test("deleting a record deletes its lines and no other record's", async () => {
    const [deleted, kept] = [await insertRecord(), await insertRecord()];
    for (const recordId of [deleted, kept]) {
      await insertDeductionLine(recordId, planId);
      await insertStateLine(recordId);
    }
    await database.db.execute(sql`delete from payroll_records where id = ${deleted}`);
    expect(await countLines(deleted)).toEqual({ deduction: 0, state: 0 });
    expect(await countLines(kept)).toEqual({ deduction: 1, state: 1 });
  });

  test('a plan that lines name is not deleted, and a named id does not change', async () => {
    const recordId = await insertRecord();
    await insertDeductionLine(recordId, planId);
    expect(
      await refusalCode(database.db.execute(sql`delete from benefit_plans where id = ${planId}`)),
    ).toBe('23503');
    expect(
      await refusalCode(
        database.db.execute(
          sql`update benefit_plans set id = gen_random_uuid() where id = ${planId}`,
        ),
      ),
    ).toBe('23503');
    expect(
      await refusalCode(
        database.db.execute(
          sql`update payroll_records set id = gen_random_uuid() where id = ${recordId}`,
        ),
      ),
    ).toBe('23503');
    const unnamed = await database.db.execute(sql`
      insert into benefit_plans (name, type) values ('Unused', 'hsa') returning id`);
    const unnamedId = (unnamed.rows[0] as { id: string }).id;
    expect(
      await refusalCode(
        database.db.execute(sql`delete from benefit_plans where id = ${unnamedId}`),
      ),
    ).toBeNull();
  });
});
