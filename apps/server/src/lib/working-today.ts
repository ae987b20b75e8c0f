import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { companySettings, type DatabaseOrTransaction } from '@paylab/db';
import {
  getPracticeYear,
  getWorkingToday,
  PAYROLL_CALENDARS,
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

const PRACTICE_CALENDARS = PAYROLL_CALENDARS.filter(
  (calendar) => getPracticeYear(calendar) !== null,
);

/**
 * readWorkingToday as a date inside the statement that compares with it, so a list read is one
 * round trip rather than two (ADR 0052). The same rule: the real date, or its month and day in
 * the practice year; adding whole years to February 29 gives the 28th in a year without one, as
 * moveToYear does. A calendar the schema does not list counts as 'today', as readPayrollCalendar's.
 */
export function selectWorkingToday(realToday: string = toLocalDateString()): SQL<string> {
  const { id, payrollCalendar } = companySettings;
  const real = sql`${realToday}::date`;
  return sql<string>`coalesce((select (${real} + make_interval(years => substr(${payrollCalendar}, 10)::int - extract(year from ${real})::int))::date
    from ${companySettings} where ${id} = 1 and ${inArray(payrollCalendar, PRACTICE_CALENDARS)}), ${real})`;
}
