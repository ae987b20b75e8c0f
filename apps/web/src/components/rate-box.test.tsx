import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PayrollCalendar } from '@paylab/shared/payroll-calendar';
import { PayrollCalendarContext } from '../hooks/use-working-today';
import { RateBox } from './rate-box';

function renderIn(calendar: PayrollCalendar, children: ReactNode) {
  return render(
    <PayrollCalendarContext.Provider value={calendar}>{children}</PayrollCalendarContext.Provider>,
  );
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('RateBox', () => {
  it("shows the spec's 2025 figures to a company in 2025", () => {
    renderIn('practice-2025', <RateBox />);
    expect(screen.getByRole('heading', { name: '2025 Payroll Rates' })).toBeDefined();
    expect(figure('Social Security')).toBe('6.20%');
    expect(figure('Medicare')).toBe('1.45%');
    expect(figure('Additional Medicare')).toBe('0.9%');
    // SSA's 2025 contribution and benefit base.
    expect(figure('Social Security wage base')).toBe('$176,100');
  });

  it('shows the 2026 wage base to a company in 2026', () => {
    renderIn('practice-2026', <RateBox />);
    expect(screen.getByRole('heading', { name: '2026 Payroll Rates' })).toBeDefined();
    // SSA's 2026 contribution and benefit base; the rates are unchanged.
    expect(figure('Social Security wage base')).toBe('$184,500');
    expect(figure('Social Security')).toBe('6.20%');
  });
});
