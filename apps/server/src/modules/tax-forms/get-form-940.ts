import type { DatabaseOrTransaction } from '@paylab/db';
import { formatMoney, formatRate, type Form940 } from '@paylab/shared';
import { assembleYearForms } from './assemble-year-forms';
import { loadYearPayrollTotals } from './load-year-payroll-totals';
import { runFormBuilder } from './tax-forms-errors';

/** Form 940 with Schedule A for the year's payroll by pay date, or null without payroll. */
export async function getForm940(
  db: DatabaseOrTransaction,
  { taxYear }: { taxYear: number },
): Promise<Form940 | null> {
  const totals = await loadYearPayrollTotals(db, taxYear);
  const forms = runFormBuilder(() => assembleYearForms(totals));
  const form = forms.form940;
  if (!form) return null;
  const { line1a, line1b, line2, ...amounts } = form.lines;
  return {
    taxYear,
    dueDate: form.dueDate,
    employeeCount: forms.employeeCount,
    lines: {
      line1a,
      line1b,
      line2,
      ...(Object.fromEntries(
        Object.entries(amounts).map(([line, value]) => [line, formatMoney(value)]),
      ) as Omit<Form940['lines'], 'line1a' | 'line1b' | 'line2'>),
    },
    line4Boxes: form.line4Boxes,
    scheduleA: form.scheduleA.map((line) => ({
      state: line.state,
      futaWages: formatMoney(line.futaWages),
      reductionRate: formatRate(line.reductionRate),
      creditReduction: formatMoney(line.creditReduction),
    })),
    isQuarterlyLiabilityRequired: form.isQuarterlyLiabilityRequired,
    warnings: form.warnings,
  };
}
