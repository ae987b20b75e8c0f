import { describe, expect, test } from 'vitest';

import { calculateFailureToFilePenalty, countMonthsLate } from './index';

describe('failure-to-file penalty (IRC 6651(a)(1))', () => {
  test('counts each month or fraction of a month after the due date', () => {
    expect(countMonthsLate('2025-04-30', '2025-04-30')).toBe(0);
    expect(countMonthsLate('2025-04-30', '2025-05-01')).toBe(1);
    // Due Saturday Jan 31, 2026: filed Monday Feb 2 is on time, Tuesday Feb 3 one month late.
    expect(countMonthsLate('2026-01-31', '2026-02-02')).toBe(0);
    expect(countMonthsLate('2026-01-31', '2026-02-03')).toBe(1);
    expect(countMonthsLate('2025-04-30', '2025-05-30')).toBe(1);
    expect(countMonthsLate('2025-04-30', '2025-05-31')).toBe(2);
    // January 31 plus one month ends on February 28 in 2026.
    expect(countMonthsLate('2026-01-31', '2026-02-28')).toBe(1);
    expect(countMonthsLate('2026-01-31', '2026-03-01')).toBe(2);
    expect(countMonthsLate('2025-04-30', '2026-11-22')).toBe(5);
  });

  test('5% of the net amount due per month, at most 25%', () => {
    // 5,871.41 due, 2 months late: 10% = 587.141 -> 587.14
    expect(calculateFailureToFilePenalty(587_141, '2025-10-31', '2025-12-15')).toBe(58_714);
    // 1,000.00 due, a year late: capped at 25% = 250.00
    expect(calculateFailureToFilePenalty(100_000, '2025-04-30', '2026-04-30')).toBe(25_000);
    expect(calculateFailureToFilePenalty(0, '2025-04-30', '2026-04-30')).toBe(0);
    expect(calculateFailureToFilePenalty(100_000, '2025-04-30', '2025-04-29')).toBe(0);
  });
});
