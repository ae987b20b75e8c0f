import { describe, expect, it } from 'vitest';
import { percentToRate, rateToPercent } from './percent-rate';

describe('percentToRate', () => {
  it.each([
    ['3', '0.0300'],
    ['2.5', '0.0250'],
    ['0.25', '0.0025'],
    ['50%', '0.5000'],
    [' 100 ', '1.0000'],
    ['0', '0.0000'],
  ])('reads %j as the rate %s', (text, rate) => {
    expect(percentToRate(text)).toBe(rate);
  });

  it.each(['', 'abc', '-3', '100.01', '250', '3.125', '1e2', '3,5'])(
    'refuses %j, which is no percentage from 0 to 100 with 2 decimals',
    (text) => {
      expect(percentToRate(text)).toBeNull();
    },
  );
});

describe('rateToPercent', () => {
  it.each([
    ['0.0300', '3'],
    ['0.03', '3'],
    ['0.5000', '50'],
    ['1.0000', '100'],
    ['0.0125', '1.25'],
    ['0.0000', '0'],
  ])('shows the rate %s as %j percent', (rate, percent) => {
    expect(rateToPercent(rate)).toBe(percent);
  });

  it('gives back the rate it was read from', () => {
    for (const text of ['3', '2.5', '0.01', '99.99', '100']) {
      expect(percentToRate(rateToPercent(percentToRate(text)!))).toBe(percentToRate(text));
    }
  });
});
