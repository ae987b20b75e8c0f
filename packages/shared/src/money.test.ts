import { describe, expect, it } from 'vitest';

import { formatPercentExact, formatRate, formatUsd } from './money';

/** What formatUsd printed when it asked Intl for every amount: the reference it must still match. */
const INTL_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function formatWithIntl(amount: number): string {
  const whole = Math.trunc(amount / 100);
  const formatted = INTL_USD.format(Math.abs(whole)).replace(/\.00$/, '');
  const fraction = String(Math.abs(amount) % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${formatted}.${fraction}`;
}

describe('formatUsd', () => {
  it('groups thousands and keeps the cents', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(-5)).toBe('-$0.05');
    expect(formatUsd(99_999)).toBe('$999.99');
    expect(formatUsd(100_000)).toBe('$1,000.00');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(-123_456_789)).toBe('-$1,234,567.89');
    expect(formatUsd(9_999_999_999)).toBe('$99,999,999.99');
  });

  it('prints what Intl prints for amounts of every length and sign', () => {
    const amounts = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, Number.NaN];
    for (let digits = 1; digits <= 16; digits += 1) {
      const power = 10 ** (digits - 1);
      amounts.push(power, power * 9 + 7, 10 * power - 1, -(power * 3 + 1));
    }
    for (const amount of amounts)
      expect(formatUsd(amount), String(amount)).toBe(formatWithIntl(amount));
  });
});

describe('formatPercentExact', () => {
  it('prints every digit a rate has and no trailing zeros', () => {
    expect(formatPercentExact(62_000)).toBe('6.2%');
    expect(formatPercentExact(3_880)).toBe('0.388%');
    expect(formatPercentExact(0)).toBe('0%');
    expect(formatPercentExact(100_000)).toBe('10%');
    expect(formatPercentExact(1_000_000)).toBe('100%');
    expect(formatPercentExact(1)).toBe('0.0001%');
    expect(formatPercentExact(-62_500)).toBe('-6.25%');
  });

  it('prints what cutting the zeros with a regular expression printed', () => {
    for (const rate of [0, 1, 9, 10, 99, 100, 101, 1_000, 9_000, 10_000, 123_456, 1_000_000, -5]) {
      const byExpression = `${formatRate(rate * 100, 6).replace(/\.?0+$/, '')}%`;
      expect(formatPercentExact(rate), String(rate)).toBe(byExpression);
    }
  });
});
