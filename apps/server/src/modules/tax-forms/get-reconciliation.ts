import { between, eq, sql } from 'drizzle-orm';
import { voidedPaychecks, w2Forms, type DatabaseOrTransaction } from '@paylab/db';
import { formatMoney, parseMoney, type Reconciliation } from '@paylab/shared';
import { reconcileAnnualForms, resolveFormParameters, type W3Form } from '@paylab/tax-engine/forms';
import { assembleYearForms } from './assemble-year-forms';
import { loadYearPayrollTotals } from './load-year-payroll-totals';
import { runFormBuilder } from './tax-forms-errors';
import { loadW3 } from './w2-records';

/**
 * The year-end checks: the W-3 as generated against the four 941s computed from today's records, and
 * every W-2's social security wages against the wage base. Mismatches are answered, never hidden.
 */
export async function getReconciliation(
  db: DatabaseOrTransaction,
  { taxYear }: { taxYear: number },
): Promise<Reconciliation> {
  const [totals, loaded, [latest], [lastVoid]] = await Promise.all([
    loadYearPayrollTotals(db, taxYear),
    loadW3(db, taxYear),
    db
      .select({
        createdAt: sql<
          string | null
        >`to_char(max(${w2Forms.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(w2Forms)
      .where(eq(w2Forms.taxYear, taxYear)),
    db
      .select({
        voidedAt: sql<
          string | null
        >`to_char(max(${voidedPaychecks.voidedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(voidedPaychecks)
      .where(between(voidedPaychecks.payDate, `${taxYear}-01-01`, `${taxYear}-12-31`)),
  ]);
  if (totals.rows.length === 0 && !loaded)
    return { taxYear, hasW2s: false, isW2Stale: false, checks: [] };
  const parameters = runFormBuilder(() => resolveFormParameters(taxYear));
  const forms = runFormBuilder(() => assembleYearForms(totals));
  const stored = loaded?.wire;
  // Boxes 1-8 as stored when the W-2s were generated; the rest follow from those W-2s.
  const w3: W3Form | null =
    loaded && stored && loaded.w3
      ? {
          ...loaded.w3,
          boxCTotalW2Forms: stored.totalW2Forms,
          box1WagesTipsOtherCompensation: parseMoney(stored.totalWages),
          box2FederalIncomeTaxWithheld: parseMoney(stored.totalFederalIncomeTax),
          box3SocialSecurityWages: parseMoney(stored.totalSocialSecurityWages),
          box4SocialSecurityTaxWithheld: parseMoney(stored.totalSocialSecurityTax),
          box5MedicareWagesAndTips: parseMoney(stored.totalMedicareWages),
          box6MedicareTaxWithheld: parseMoney(stored.totalMedicareTax),
          box7SocialSecurityTips: parseMoney(stored.totalSocialSecurityTips),
          box8AllocatedTips: parseMoney(stored.totalAllocatedTips),
        }
      : null;
  const paycheckCounts = new Map<string, number>();
  for (const row of totals.rows)
    paycheckCounts.set(
      row.employeeId,
      (paycheckCounts.get(row.employeeId) ?? 0) + row.paycheckCount,
    );
  const checks = reconcileAnnualForms(
    {
      w3,
      w2s: (loaded?.w2s ?? []).map(({ form, employeeCode, employeeName }) => ({
        reference: `${form.controlNumber} ${employeeName} (${employeeCode})`,
        box3SocialSecurityWages: parseMoney(form.socialSecurityWages),
        box4SocialSecurityTaxWithheld: parseMoney(form.socialSecurityTaxWithheld),
        box7SocialSecurityTips: parseMoney(form.socialSecurityTips),
        paycheckCount: paycheckCounts.get(form.employeeId) ?? 0,
      })),
      quarters: forms.quarters.map((quarter) => quarter.form941.lines),
    },
    parameters,
  );
  const generatedAt = latest?.createdAt ?? null;
  // A void deletes its payroll record (ADR 0015), so the newest record cannot show it; the newest
  // void of a check paid in the year changes the year's payroll as much as a new check does.
  const isAfterGeneration = (at: string | null) =>
    at !== null && (generatedAt === null || at > generatedAt);
  const isW2Stale =
    isAfterGeneration(totals.lastRecordCreatedAt) || isAfterGeneration(lastVoid?.voidedAt ?? null);
  return {
    taxYear,
    // Generation writes the W-3 row (even over no W-2s), so its presence says "generated".
    hasW2s: loaded !== null,
    // Before the first generation there is nothing to be stale against: the card says so instead.
    isW2Stale: loaded !== null && isW2Stale,
    checks: checks.map((check) => ({
      ...check,
      leftAmount: check.leftAmount === null ? null : formatMoney(check.leftAmount),
      rightAmount: check.rightAmount === null ? null : formatMoney(check.rightAmount),
      difference: check.difference === null ? null : formatMoney(check.difference),
    })),
  };
}
