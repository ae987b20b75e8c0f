import { describe, expect, test } from 'vitest';
import { getPracticeYear, getWorkingToday, payrollCalendarSchema } from './payroll-calendar';

describe('the payroll calendar', () => {
  test.each([
    ['today', '2026-11-25', '2026-11-25'],
    ['practice-2025', '2026-11-25', '2025-11-25'],
    ['practice-2025', '2028-02-29', '2025-02-28'],
    ['practice-2025', '2025-01-01', '2025-01-01'],
  ] as const)('%s on %s works from %s', (calendar, realToday, workingToday) => {
    expect(getWorkingToday(calendar, realToday)).toBe(workingToday);
  });

  test('names the practice year, and none for the real date', () => {
    expect(getPracticeYear('practice-2025')).toBe(2025);
    expect(getPracticeYear('today')).toBeNull();
  });

  test('refuses a calendar it does not know, in words', () => {
    const result = payrollCalendarSchema.safeParse('practice-1999');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose today's date or a practice year");
  });
});
