import { describe, expect, test } from 'vitest';
import { createTimeOrderedIds } from './time-ordered-ids';

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createTimeOrderedIds', () => {
  test('makes version 7 UUIDs that start with the time in milliseconds', () => {
    // 2025-02-02T00:00:00Z is 1,738,454,400,000 ms since the epoch: 0x0194c3f4fc00.
    const ids = createTimeOrderedIds(3, Date.UTC(2025, 1, 2));
    for (const id of ids) {
      expect(id).toMatch(VERSION_7);
      expect(id.startsWith('0194c3f4-fc00-7')).toBe(true);
    }
  });

  test('orders a batch as it was asked for, each id once', () => {
    const ids = createTimeOrderedIds(70_000);
    expect(new Set(ids).size).toBe(70_000);
    expect([...ids].sort()).toEqual(ids);
  });

  test('gives two batches of the same millisecond different ids', () => {
    const now = Date.UTC(2025, 1, 2);
    const first = createTimeOrderedIds(2, now);
    const second = createTimeOrderedIds(2, now);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });
});
