import { describe, expect, test } from 'vitest';
import { formatDate, getLatestDateAnywhere, getMonthName, getShortMonthName } from './dates';

describe('getLatestDateAnywhere', () => {
  test('turns to the next date at 10:00 UTC, midnight at UTC+14', () => {
    expect(getLatestDateAnywhere(new Date('2026-11-23T09:59:59.999Z'))).toBe('2026-11-23');
    expect(getLatestDateAnywhere(new Date('2026-11-23T10:00:00.000Z'))).toBe('2026-11-24');
  });

  test('crosses the year at 10:00 UTC on December 31', () => {
    expect(getLatestDateAnywhere(new Date('2025-12-31T10:00:00.000Z'))).toBe('2026-01-01');
  });
});

describe('month names', () => {
  test.each([
    [1, 'January', 'Jan'],
    [6, 'June', 'Jun'],
    [9, 'September', 'Sep'],
    [12, 'December', 'Dec'],
  ])('names month %i %s, or %s in three letters', (month, name, short) => {
    expect(getMonthName(month)).toBe(name);
    expect(getShortMonthName(month)).toBe(short);
  });

  test('names nothing outside 1 to 12, and formatDate leaves such a date as it is', () => {
    expect(getMonthName(0)).toBe('');
    expect(getShortMonthName(13)).toBe('');
    expect(formatDate('2025-09-05')).toBe('Sep 05, 2025');
    expect(formatDate('2025-13-05')).toBe('2025-13-05');
  });
});
