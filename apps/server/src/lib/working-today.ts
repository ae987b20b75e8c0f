import { eq } from 'drizzle-orm';
import { companySettings, type DatabaseOrTransaction } from '@paylab/db';
import {
  getWorkingToday,
  payrollCalendarSchema,
  toLocalDateString,
  type PayrollCalendar,
} from '@paylab/shared';

/** The company's payroll calendar: today's date, or a practice year (issue 27, item 3). */
export async function readPayrollCalendar(db: DatabaseOrTransaction): Promise<PayrollCalendar> {
  const [row] = await db
    .select({ payrollCalendar: companySettings.payrollCalendar })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  const parsed = payrollCalendarSchema.safeParse(row?.payrollCalendar);
  return parsed.success ? parsed.data : 'today';
}

/**
 * The day every default date starts from: the server's today, or the same day of the company's
 * practice year.
 */
export async function readWorkingToday(
  db: DatabaseOrTransaction,
  realToday: string = toLocalDateString(),
): Promise<string> {
  return getWorkingToday(await readPayrollCalendar(db), realToday);
}
