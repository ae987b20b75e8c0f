import { and, eq, isNotNull } from 'drizzle-orm';
import { quarterlyTaxReports, type DatabaseOrTransaction } from '@paylab/db';
import { getQuarterOfDate } from '@paylab/tax-engine/forms';

export interface FiledQuarter {
  taxYear: number;
  quarter: number;
  filedDate: string;
}

/**
 * The quarter of a pay date when its Form 941 is already marked filed. A filed return is a fact
 * outside PayLab: a check added to or taken from its quarter would change figures already sent to
 * the IRS, which only a Form 941-X corrects (Form 941-X instructions, "When Should You File").
 */
export async function findFiledQuarter(
  db: DatabaseOrTransaction,
  payDate: string,
): Promise<FiledQuarter | null> {
  const taxYear = Number(payDate.slice(0, 4));
  const quarter = getQuarterOfDate(payDate);
  const [row] = await db
    .select({ filedDate: quarterlyTaxReports.filedDate })
    .from(quarterlyTaxReports)
    .where(
      and(
        eq(quarterlyTaxReports.taxYear, taxYear),
        eq(quarterlyTaxReports.quarter, quarter),
        isNotNull(quarterlyTaxReports.filedDate),
      ),
    );
  return row?.filedDate ? { taxYear, quarter, filedDate: row.filedDate } : null;
}

export function describeFiledQuarter({ taxYear, quarter, filedDate }: FiledQuarter): string {
  return `Form 941 for Q${quarter} ${taxYear} was filed on ${filedDate}. A paycheck in a filed quarter would change that return: use a pay date in a quarter not yet filed.`;
}
