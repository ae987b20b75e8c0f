import { describe, expect, test } from 'vitest';
import { getLatestDateAnywhere } from './dates';

describe('getLatestDateAnywhere', () => {
  test('turns to the next date at 10:00 UTC, midnight at UTC+14', () => {
    expect(getLatestDateAnywhere(new Date('2026-11-23T09:59:59.999Z'))).toBe('2026-11-23');
    expect(getLatestDateAnywhere(new Date('2026-11-23T10:00:00.000Z'))).toBe('2026-11-24');
  });

  test('crosses the year at 10:00 UTC on December 31', () => {
    expect(getLatestDateAnywhere(new Date('2025-12-31T10:00:00.000Z'))).toBe('2026-01-01');
  });
});
