import { describe, expect, it } from 'vitest';
import { listPeriodOptions } from './period-options';

const labels = (today: string, year: number) =>
  listPeriodOptions(today, year).map((option) => option.label);

describe('listPeriodOptions', () => {
  it("gives the spec's labels in the current year", () => {
    expect(labels('2026-11-27', 2026)).toEqual([
      'Current Month',
      'Last Month',
      'Current Quarter',
      'Current Year',
    ]);
    expect(listPeriodOptions('2026-11-27', 2026).map((option) => option.value)).toEqual([
      'current-month',
      'last-month',
      'current-quarter',
      'current-year',
    ]);
  });

  it('names the month, quarter and year of the same day in another year', () => {
    expect(labels('2026-11-27', 2025)).toEqual([
      'November 2025',
      'October 2025',
      'Q4 2025',
      'All of 2025',
    ]);
    // In January the month before is the year before's December, as the server counts it.
    expect(labels('2026-01-15', 2025)).toEqual([
      'January 2025',
      'December 2024',
      'Q1 2025',
      'All of 2025',
    ]);
  });
});
