import { describe, expect, test } from 'vitest';

import { bracket, tableRow } from '../../parameters/schedules';
import {
  capAtAnnualMaximum,
  dividePerPeriod,
  roundToWholeDollars,
  taxFromBrackets,
  taxFromTable,
} from './state-math';

describe('state formula building blocks', () => {
  test('a table row taxes the excess over its column E', () => {
    // $50,000 in a row from $40,000: $1,000.00 + 5% x $10,000 = $1,500.00
    const table = {
      boundary: 'over' as const,
      rows: [tableRow(0, 0, '2'), tableRow(40_000, 1_000, '5')],
    };
    expect(taxFromTable(table, 5_000_000)).toBe(150_000);
    expect(taxFromTable(table, 0)).toBe(0);
  });

  test('brackets tax each band at its own rate', () => {
    // 2% of $10,000 = $200 plus 4% of $5,000 = $200: $400.00
    expect(taxFromBrackets([bracket('2', 10_000), bracket('4', null)], 1_500_000)).toBe(40_000);
  });

  test('dividing per period and to whole dollars rounds half up once', () => {
    expect(dividePerPeriod(100_001, 26)).toBe(3_846); // 1,000.01 / 26 = 38.462 -> 38.46
    expect(dividePerPeriod(-5, 26)).toBe(0);
    expect(roundToWholeDollars(3_850)).toBe(3_900);
    expect(roundToWholeDollars(3_849)).toBe(3_800);
  });

  test('an annual maximum leaves only what is still open', () => {
    expect(capAtAnnualMaximum(5_000, 98_000, 100_000)).toBe(2_000);
    expect(capAtAnnualMaximum(5_000, 100_000, 100_000)).toBe(0);
  });
});
