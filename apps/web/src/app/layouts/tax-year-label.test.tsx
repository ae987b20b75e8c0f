import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayrollCalendarContext } from '../../hooks/use-working-today';
import { TaxYearLabel } from './tax-year-label';

describe('TaxYearLabel', () => {
  it.each([
    ['today', '2026'],
    ['practice-2025', '2025'],
  ] as const)('reads the working year of the %s calendar', (calendar, year) => {
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 12), toFake: ['Date'] });
    try {
      render(
        <PayrollCalendarContext.Provider value={calendar}>
          <TaxYearLabel />
        </PayrollCalendarContext.Provider>,
      );
      expect(screen.getByText(`${year} Tax Year | Updated with latest IRS rates`)).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
