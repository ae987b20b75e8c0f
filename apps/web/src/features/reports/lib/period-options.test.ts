import { describe, expect, it } from 'vitest';
import { listPeriodOptions } from './period-options';

describe('listPeriodOptions', () => {
  it.each([
    // The current year: the spec's labels.
    ['2026-11-27', 2026, 'Current Month', 'Last Month', 'Current Quarter', 'Current Year'],
    // Another year: the month, quarter and year of the same day in it.
    ['2026-11-27', 2025, 'November 2025', 'October 2025', 'Q4 2025', 'All of 2025'],
    // In January the month before is the year before's December, as the server counts it.
    ['2026-01-15', 2025, 'January 2025', 'December 2024', 'Q1 2025', 'All of 2025'],
  ])('on %s labels the periods of %i %s, %s, %s, %s', (today, year, ...labels) => {
    expect(listPeriodOptions(today, year).map((option) => option.label)).toEqual(labels);
  });

  it('gives each period the value the server reads, whatever the year', () => {
    for (const year of [2025, 2026]) {
      expect(listPeriodOptions('2026-11-27', year).map((option) => option.value)).toEqual([
        'current-month',
        'last-month',
        'current-quarter',
        'current-year',
      ]);
    }
  });
});
