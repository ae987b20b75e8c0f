import { eq } from 'drizzle-orm';
import { companySettings, type Database } from '@paylab/db';
import type { PayrollCalendar } from '@paylab/shared';

/**
 * The seeded demo practises in 2025 (issue 27, item 3); a test about what "today" means on the real
 * calendar says so by switching the company to it first.
 */
export async function setPayrollCalendar(db: Database, calendar: PayrollCalendar): Promise<void> {
  await db
    .update(companySettings)
    .set({ payrollCalendar: calendar })
    .where(eq(companySettings.id, 1));
}
