import { describe, expect, test } from 'vitest';
import { isMoneyAtMost } from '../money';
import { moneySchema } from './common';

function messageOf(value: unknown): string | undefined {
  const result = moneySchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('moneySchema', () => {
  test('the largest amount a NUMERIC(14,2) column holds passes, normalised', () => {
    expect(moneySchema.parse('9999999999.99')).toBe('9999999999.99');
    expect(moneySchema.parse('0009999999999.5')).toBe('9999999999.50');
    expect(moneySchema.parse(12.5)).toBe('12.50');
  });

  test('anything larger is refused with the field message, never a thrown RangeError', () => {
    // 10,000,000,000.00 is one cent over the column's 9,999,999,999.99.
    expect(messageOf('10000000000')).toBe('Amount is too large');
    // 14 and 21 digits: beyond Number.MAX_SAFE_INTEGER once in cents (9,007,199,254,740,991).
    expect(messageOf('99999999999999')).toBe('Amount is too large');
    expect(messageOf(1.5e20)).toBe('Amount is too large');
    expect(messageOf('123456789012345678901234567890.12')).toBe('Amount is too large');
  });
});

describe('isMoneyAtMost', () => {
  test('compares exactly up to the limit and measures long amounts in digits', () => {
    expect(isMoneyAtMost('100.00', 10_000)).toBe(true);
    expect(isMoneyAtMost('100.01', 10_000)).toBe(false);
    // 13 digits parse exactly; 14 are refused before parsing, whatever the limit.
    expect(isMoneyAtMost('9999999999999.99', Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isMoneyAtMost('99999999999999', Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isMoneyAtMost('not money', 1)).toBe(false);
  });
});
