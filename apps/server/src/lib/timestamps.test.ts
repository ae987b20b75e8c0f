import { describe, expect, test } from 'vitest';
import { toIsoTimestamp } from './timestamps';

describe('toIsoTimestamp', () => {
  test('rewrites UTC timestamptz text exactly as Date would, milliseconds truncated', () => {
    const texts = [
      '2025-03-01 09:30:00+00',
      '2025-03-01 09:30:00.1+00',
      '2025-03-01 09:30:00.12+00',
      '2025-03-01 09:30:00.123+00',
      '2025-03-01 09:30:00.123999+00',
      '2024-02-29 23:59:59.999999+00',
      '1999-12-31 00:00:00.000001+00',
    ];
    for (const text of texts) expect(toIsoTimestamp(text)).toBe(new Date(text).toISOString());
    expect(toIsoTimestamp('2025-03-01 09:30:00.123999+00')).toBe('2025-03-01T09:30:00.123Z');
  });

  test('converts other offsets through Date and passes null and unparseable text through', () => {
    expect(toIsoTimestamp('2025-03-01 10:30:00.5+01')).toBe('2025-03-01T09:30:00.500Z');
    expect(toIsoTimestamp('2025-03-01 04:00:00+05:30')).toBe('2025-02-28T22:30:00.000Z');
    expect(toIsoTimestamp(null)).toBeNull();
    expect(toIsoTimestamp('infinity')).toBe('infinity');
  });
});

describe('toIsoTimestamp of a Date', () => {
  test('is its toISOString', () => {
    expect(toIsoTimestamp(new Date(Date.UTC(2025, 0, 5, 10, 0, 0, 123)))).toBe(
      '2025-01-05T10:00:00.123Z',
    );
  });
});
