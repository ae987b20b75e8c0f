import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isMoneyAtMost, parseMoney, parseRate } from '../money';
import { describeAmount, toAmountPattern, type AmountBounds } from './amount-pattern';

/** What the amount checks take: digits with at most `decimals` places, within the bounds. */
function isTaken(text: string, { maxUnits, decimals, isPositive }: AmountBounds): boolean {
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(text)) return false;
  if (decimals === 2) {
    if (!isMoneyAtMost(text, maxUnits)) return false;
    return !isPositive || parseMoney(text) > 0;
  }
  // Rates are parsed in parts per million; a 4-decimal limit is 100 of them per unit.
  if (text.replace(/^0+(?=\d)/, '').split('.')[0]!.length > 12) return false;
  const ppm = parseRate(text);
  return ppm <= maxUnits * 100 && (!isPositive || ppm > 0);
}

const BOUNDS: AmountBounds[] = [
  { maxUnits: 999_999_999_999, decimals: 2 },
  { maxUnits: 9_999_999_999, decimals: 2 },
  { maxUnits: 999_999_999, decimals: 2 },
  { maxUnits: 1_000_000_000, decimals: 2, isPositive: true },
  { maxUnits: 9_000_000_000, decimals: 2 },
  { maxUnits: 100_000_000, decimals: 2, isPositive: true },
  { maxUnits: 10_000, decimals: 4 },
];

/** Texts near and far from the limits: digits around each limit, leading zeros, decimals. */
const AMOUNT_TEXT = fc
  .tuple(
    fc.stringMatching(/^0{0,3}$/),
    fc.oneof(
      fc.stringMatching(/^\d{1,13}$/),
      fc.constantFrom(
        '0',
        '1',
        '9',
        '10',
        '99',
        '999',
        '1000000',
        '10000000',
        '90000000',
        '9999999999',
      ),
    ),
    fc.oneof(
      fc.constant(''),
      fc.stringMatching(/^\.\d{1,5}$/),
      fc.constantFrom('.0', '.00', '.01', '.99'),
    ),
  )
  .map((parts) => parts.join(''));

describe('toAmountPattern', () => {
  test.each(BOUNDS)('admits exactly the amounts the checks take: %o', (bounds) => {
    const pattern = new RegExp(toAmountPattern(bounds), 'u');
    fc.assert(
      fc.property(AMOUNT_TEXT, (text) => pattern.test(text) === isTaken(text, bounds)),
      { seed: 26, numRuns: 3000 },
    );
  });

  test('takes the limit itself and refuses one unit past it', () => {
    const money = new RegExp(toAmountPattern({ maxUnits: 1_000_000_000, decimals: 2 }));
    expect(
      ['10000000', '10000000.00', '0009999999.99', '0'].map((text) => money.test(text)),
    ).toEqual([true, true, true, true]);
    expect(
      ['10000000.01', '10000001', '-1', '1.234', '1e3', ''].some((text) => money.test(text)),
    ).toBe(false);
  });

  test('says the bounds in words', () => {
    expect(
      describeAmount({ maxUnits: 100_000_000, decimals: 2, isPositive: true }, 'A quantity')
        .description,
    ).toBe(
      'A quantity from 0.01 to 1,000,000.00 with at most 2 decimals, as text ("12.34"); a JSON number is taken too',
    );
  });
});
