import { describe, expect, test } from 'vitest';
import {
  getPracticeYear,
  getWorkingToday,
  isOutsideModelledYears,
  listRateTaxYears,
  listRecordTaxYears,
  listYearsInWords,
  moveToYear,
  toModelledTaxYear,
} from './payroll-calendar';
import { payrollCalendarSchema } from './schemas/company';

describe('the payroll calendar', () => {
  test.each([
    ['today', '2026-11-25', '2026-11-25'],
    ['practice-2025', '2026-11-25', '2025-11-25'],
    ['practice-2025', '2028-02-29', '2025-02-28'],
    ['practice-2025', '2025-01-01', '2025-01-01'],
    ['practice-2026', '2026-11-25', '2026-11-25'],
    ['practice-2026', '2028-02-29', '2026-02-28'],
  ] as const)('%s on %s works from %s', (calendar, realToday, workingToday) => {
    expect(getWorkingToday(calendar, realToday)).toBe(workingToday);
  });

  test('names the practice year, and none for the real date', () => {
    expect(getPracticeYear('practice-2025')).toBe(2025);
    expect(getPracticeYear('practice-2026')).toBe(2026);
    expect(getPracticeYear('today')).toBeNull();
  });

  test('accepts a practice year for each modelled tax year', () => {
    expect(payrollCalendarSchema.safeParse('practice-2025').success).toBe(true);
    expect(payrollCalendarSchema.safeParse('practice-2026').success).toBe(true);
  });

  test('refuses a calendar it does not know, in words', () => {
    const result = payrollCalendarSchema.safeParse('practice-1999');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose today's date or a practice year");
  });

  test('a pay date outside 2025 and 2026 is outside the modelled years', () => {
    expect(isOutsideModelledYears('2025-12-31')).toBe(false);
    expect(isOutsideModelledYears('2026-01-02')).toBe(false);
    expect(isOutsideModelledYears('2027-01-01')).toBe(true);
    expect(isOutsideModelledYears('2024-12-31')).toBe(true);
  });

  test.each([
    ['2026-11-27', 2025, '2025-11-27'],
    ['2028-02-29', 2026, '2026-02-28'],
    ['2025-02-28', 2028, '2028-02-28'],
    ['2024-02-29', 2028, '2028-02-29'],
  ] as const)('%s moved to %i is %s', (date, year, moved) => {
    expect(moveToYear(date, year)).toBe(moved);
  });

  test('a screen of records offers the modelled years, and a later current year first', () => {
    expect(listRecordTaxYears(2025)).toEqual([2026, 2025]);
    expect(listRecordTaxYears(2026)).toEqual([2026, 2025]);
    expect(listRecordTaxYears(2027)).toEqual([2027, 2026, 2025]);
  });

  test('a screen of rates offers the modelled years and shows the latest for a later year', () => {
    expect(listRateTaxYears()).toEqual([2026, 2025]);
    expect([2024, 2025, 2026, 2027].map(toModelledTaxYear)).toEqual([2025, 2025, 2026, 2026]);
  });

  test('names years in words, oldest first', () => {
    expect(listYearsInWords([2026, 2025])).toBe('2025 or 2026');
    expect(listYearsInWords([2027, 2025, 2026])).toBe('2025, 2026 or 2027');
    expect(listYearsInWords([2025])).toBe('2025');
  });
});
