import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { payRuns, type Database, type DatabaseOrTransaction, isUniqueViolation } from '@paylab/db';
import {
  AppError,
  type CreatePayRunResponse,
  type createPayRunInputSchema,
  type SessionUser,
} from '@paylab/shared';
import type { z } from 'zod';
import { writeAuditLog } from '../../lib/audit-log';
import { runInTurn } from '../../lib/run-in-turn';
import { buildPayRun, toPricedRecords } from './build-pay-run';
import { toPayrollRecordsInsert } from './insert-payroll-records';
import { findPayRunByKey } from './list-pay-runs';
import type { PayRunProgressBoard } from './pay-run-progress';
import { lockPayrollForRun } from './payroll-locks';
import { sumPayRun } from './summarize-pay-run';
import { toPayRun } from './to-pay-run';

export type CreatePayRunRequest = z.output<typeof createPayRunInputSchema>;

export interface CreatePayRunOptions {
  actor: SessionUser;
  progress: PayRunProgressBoard;
  input: CreatePayRunRequest;
  today: string;
}

/** Pay runs take the payroll lock exclusively, so they wait their turn before taking a connection. */
const PAY_RUN_TURN = 'pay-run';

/** What makes two submits "the same run": frequency, period, pay date and every hours override. */
export function hashPayRunRequest(input: CreatePayRunRequest): string {
  const hours = [...input.hours]
    .sort((left, right) =>
      left.employeeId < right.employeeId ? -1 : left.employeeId > right.employeeId ? 1 : 0,
    )
    .map((row) => [row.employeeId, row.hoursWorked, row.overtimeHours]);
  const canonical = JSON.stringify([
    input.payFrequency,
    input.payPeriodStart ?? null,
    input.payPeriodEnd ?? null,
    input.payDate ?? null,
    hours,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function toReplay(
  row: NonNullable<Awaited<ReturnType<typeof findPayRunByKey>>>,
  requestHash: string,
): CreatePayRunResponse {
  if (row.requestHash !== requestHash) {
    throw new AppError('CONFLICT', 'This idempotency key was already used for a different pay run');
  }
  return { run: toPayRun(row), isReplay: true };
}

function describeErrors(
  errors: readonly { employeeCode: string; name: string; message: string }[],
): string {
  const shown = errors
    .slice(0, 5)
    .map((error) => `${error.employeeCode} ${error.name}: ${error.message}`);
  const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more` : '';
  const noun = errors.length === 1 ? 'employee has an error' : 'employees have errors';
  return `Nothing was processed: ${errors.length} ${noun}. ${shown.join('; ')}${more}`;
}

/** The run's row, which its records name; its totals are set once every employee is priced. */
async function insertPayRun(
  tx: DatabaseOrTransaction,
  values: Omit<typeof payRuns.$inferInsert, 'employeeCount' | 'totalGrossPay' | 'totalNetPay'>,
): Promise<string> {
  const [inserted] = await tx
    .insert(payRuns)
    .values({ ...values, employeeCount: 0, totalGrossPay: '0.00', totalNetPay: '0.00' })
    .returning({ id: payRuns.id });
  return inserted!.id;
}

/**
 * Pays every employee of the run in one transaction, all or nothing, with one audit row
 * (architecture: non-functional targets). The idempotency key makes a repeated submit return the
 * same run; runs take the payroll lock exclusively, so concurrent submits take turns and the
 * later ones find the run already there.
 */
export async function createPayRun(
  db: Database,
  { actor, progress, input, today }: CreatePayRunOptions,
): Promise<CreatePayRunResponse> {
  const requestHash = hashPayRunRequest(input);
  const key = input.idempotencyKey;
  const earlier = await findPayRunByKey(db, key);
  if (earlier) return toReplay(earlier, requestHash);

  progress.report({ idempotencyKey: key, phase: 'calculating', processed: 0, total: 0 });
  try {
    const response = await runInTurn(PAY_RUN_TURN, () =>
      db.transaction(async (tx): Promise<CreatePayRunResponse> => {
        await lockPayrollForRun(tx);
        // The inputs read joins the year's totals per employee; PostgreSQL estimates that join at tens of
        // millions of rows for 100,000 employees and compiles it with JIT, 0.5 to 1.5 s of a run's time.
        await tx.execute(sql`set local jit = off`);
        const committed = await findPayRunByKey(tx, key);
        if (committed) return toReplay(committed, requestHash);

        let payRunId: Promise<string> | undefined;
        let isRefused = false;
        // Chunks are written while later ones are priced; once all are priced, writing is what is left.
        let written = 0;
        let total = 0;
        let isPriced = false;
        const reportWriting = () =>
          progress.report({ idempotencyKey: key, phase: 'writing', processed: written, total });
        const run = await buildPayRun(tx, {
          request: input,
          today,
          onPriced: (processed, employees) => {
            total = employees;
            isPriced = processed === employees;
            if (isPriced) reportWriting();
            else progress.report({ idempotencyKey: key, phase: 'calculating', processed, total });
          },
          writeChunk: async (rows, { payFrequency, period, ruleSet }, previous) => {
            const records = toPricedRecords(rows);
            // Once an employee cannot be paid the run is refused below: nothing more is written.
            isRefused ||= records.length < rows.length;
            if (isRefused) return previous;
            // Written with the first chunk, before its records, which name it.
            payRunId ??= insertPayRun(tx, {
              idempotencyKey: key,
              payFrequency,
              ...period,
              ruleSet,
              requestHash,
              createdBy: actor.id,
            });
            const { statement } = toPayrollRecordsInsert({
              payRunId: await payRunId,
              ...period,
              ruleSet,
              records,
            });
            await previous;
            await tx.execute(statement);
            written += records.length;
            if (isPriced) reportWriting();
          },
        });
        if (run.errors.length) throw new AppError('CONFLICT', describeErrors(run.errors));
        if (run.rows.length === 0) {
          throw new AppError(
            'CONFLICT',
            `There are no active ${run.payFrequency} employees to pay for ${run.period.payPeriodStart} to ${run.period.payPeriodEnd}`,
          );
        }
        const totals = sumPayRun(run);
        await tx
          .update(payRuns)
          .set({
            employeeCount: totals.paidCount,
            totalGrossPay: totals.grossPay,
            totalNetPay: totals.netPay,
          })
          .where(eq(payRuns.id, await payRunId!));
        await writeAuditLog(tx, {
          actor,
          action: 'process',
          entity: 'pay_run',
          entityId: await payRunId!,
          after: {
            idempotencyKey: key,
            payFrequency: run.payFrequency,
            ...run.period,
            ruleSet: run.ruleSet,
            employeeCount: totals.paidCount,
            totalGrossPay: totals.grossPay,
            totalNetPay: totals.netPay,
            hoursOverrides: input.hours.length,
          },
        });
        const created = await findPayRunByKey(tx, key);
        return { run: toPayRun(created!), isReplay: false };
      }),
    );
    progress.report({
      idempotencyKey: key,
      phase: 'done',
      processed: response.run.employeeCount,
      total: response.run.employeeCount,
    });
    return response;
  } catch (error) {
    progress.report({ idempotencyKey: key, phase: 'failed', processed: 0, total: 0 });
    if (isUniqueViolation(error, 'idempotency')) {
      const winner = await findPayRunByKey(db, key);
      if (winner) return toReplay(winner, requestHash);
    }
    if (isUniqueViolation(error, 'employee_period')) {
      throw new AppError(
        'CONFLICT',
        'Payroll was already processed for some of these employees and this pay period',
      );
    }
    throw error;
  }
}
