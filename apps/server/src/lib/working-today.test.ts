import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companySettings, ensureCompanySettings } from '@paylab/db';
import { createTestDatabase, type TestDatabase } from '@paylab/db/testing';
import { readWorkingToday, selectWorkingToday } from './working-today';

// The date a statement compares with is the one readWorkingToday gives (ADR 0052). Expected dates by
// hand: the practice year keeps the real month and day, and February 29 is the 28th in 2025 and
// 2026, which have none.
describe('the working today inside a statement', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.destroy());

  const setCalendar = (calendar: string) =>
    database.db
      .update(companySettings)
      .set({ payrollCalendar: calendar })
      .where(eq(companySettings.id, 1));
  const selectToday = async (realToday: string) => {
    const [row] = await database.db
      .select({
        today: sql<string>`(${selectWorkingToday(realToday)})::text`,
      })
      .from(sql`(select) as "one_row"`);
    return row!.today;
  };

  test('is the real date while the company has no settings yet', async () => {
    expect(await selectToday('2026-11-25')).toBe('2026-11-25');
    expect(await readWorkingToday(database.db, '2026-11-25')).toBe('2026-11-25');
  });

  test.each([
    ['today', '2026-11-25', '2026-11-25'],
    ['today', '2028-02-29', '2028-02-29'],
    ['practice-2025', '2026-11-25', '2025-11-25'],
    ['practice-2025', '2028-02-29', '2025-02-28'],
    ['practice-2025', '2025-01-01', '2025-01-01'],
    ['practice-2025', '2024-12-31', '2025-12-31'],
    ['practice-2026', '2026-11-25', '2026-11-25'],
    ['practice-2026', '2028-02-29', '2026-02-28'],
    ['practice-2026', '2027-03-01', '2026-03-01'],
    // The database takes any practice-NNNN; the app knows only the modelled years, and an unknown
    // calendar means the real date.
    ['practice-1999', '2026-11-25', '2026-11-25'],
  ] as const)(
    '%s on %s works from %s, as readWorkingToday does',
    async (calendar, real, working) => {
      await ensureCompanySettings(database.db);
      await setCalendar(calendar);
      expect(await selectToday(real)).toBe(working);
      expect(await readWorkingToday(database.db, real)).toBe(working);
    },
  );
});
