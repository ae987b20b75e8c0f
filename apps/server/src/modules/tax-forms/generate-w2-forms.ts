import { eq, sql } from 'drizzle-orm';
import { w2Forms, w3Forms, type Database } from '@paylab/db';
import type { GenerateW2Response, SessionUser } from '@paylab/shared';
import { buildW2, buildW3, resolveFormParameters } from '@paylab/tax-engine/forms';
import { writeAuditLog } from '../../lib/audit-log';
import { runInTurn } from '../../lib/run-in-turn';
import { assembleW2Inputs } from './assemble-year-forms';
import { insertW2Rows } from './insert-w2-rows';
import { loadYearW2Totals } from './load-year-payroll-totals';
import { runFormBuilder } from './tax-forms-errors';
import { toW2Values, toW3Values, toW3Wire } from './w2-records';

export interface GenerateW2FormsOptions {
  actor: SessionUser;
  taxYear: number;
}

/** Advisory lock namespace for one year's W-2 generation (two generations of a year never interleave). */
const W2_GENERATION_LOCK = 520_002;

/** Control number (box d): the tax year and the employee's code, stable across regenerations. */
export function toControlNumber(taxYear: number, employeeCode: string): string {
  return `${taxYear}-${employeeCode}`;
}

/**
 * One W-2 per employee paid in the year (processed records by pay date), replacing that year's forms,
 * and the W-3 of their totals, in one transaction with its audit row: never duplicated, never half-written.
 */
export async function generateW2Forms(
  db: Database,
  { actor, taxYear }: GenerateW2FormsOptions,
): Promise<GenerateW2Response> {
  return runInTurn(`w2:${taxYear}`, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${W2_GENERATION_LOCK}, ${taxYear})`);
      // The year's grouping holds a row per employee and state; room in memory keeps it off disk.
      await tx.execute(sql`set local work_mem = '64MB'`);
      const totals = await loadYearW2Totals(tx, taxYear);
      const parameters = totals.length
        ? runFormBuilder(() => resolveFormParameters(taxYear))
        : null;
      const inputs = assembleW2Inputs(taxYear, totals, (row) =>
        toControlNumber(taxYear, row.employeeCode),
      );
      const forms = [...inputs.entries()].map(([employeeId, input]) => ({
        employeeId,
        form: runFormBuilder(() => buildW2(input, parameters!)),
      }));
      const w3 = buildW3(
        taxYear,
        forms.map((entry) => entry.form),
      );

      const [before] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(w2Forms)
        .where(eq(w2Forms.taxYear, taxYear));
      await tx.delete(w2Forms).where(eq(w2Forms.taxYear, taxYear));
      await insertW2Rows(
        tx,
        forms.map(({ employeeId, form }) => toW2Values(form, employeeId)),
      );
      let w3Wire: GenerateW2Response['w3'] = null;
      if (w3) {
        const values = toW3Values(w3);
        const [row] = await tx
          .insert(w3Forms)
          .values(values)
          .onConflictDoUpdate({ target: w3Forms.taxYear, set: values })
          .returning();
        w3Wire = toW3Wire(row!, w3);
      } else {
        await tx.delete(w3Forms).where(eq(w3Forms.taxYear, taxYear));
      }
      await writeAuditLog(tx, {
        actor,
        action: 'generate',
        entity: 'w2_forms',
        entityId: String(taxYear),
        before: { taxYear, forms: Number(before?.count ?? 0) },
        after: {
          taxYear,
          forms: forms.length,
          totalWages: w3Wire?.totalWages ?? '0.00',
          totalFederalIncomeTax: w3Wire?.totalFederalIncomeTax ?? '0.00',
        },
      });
      return { taxYear, formsGenerated: forms.length, w3: w3Wire };
    }),
  );
}
