import { act, renderHook } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PayrollCalendar } from '@paylab/shared/payroll-calendar';
import { PayrollCalendarContext } from './use-working-today';
import {
  getDefaultTaxYear,
  listTaxYearOptions,
  useDefaultTaxYear,
  useTaxYearChoice,
  useTaxYearDate,
} from './use-tax-year';

function inCalendar(calendar: PayrollCalendar) {
  return ({ children }: { children: ReactNode }) => (
    <PayrollCalendarContext.Provider value={calendar}>{children}</PayrollCalendarContext.Provider>
  );
}

describe('the tax year a screen offers and opens on', () => {
  it('offers records of the modelled years, and of a later current year whose paychecks exist', () => {
    expect(listTaxYearOptions('records', 2026)).toEqual([2026, 2025]);
    expect(listTaxYearOptions('records', 2027)).toEqual([2027, 2026, 2025]);
    expect(listTaxYearOptions('rates', 2027)).toEqual([2026, 2025]);
  });

  it('opens on the current year, or for rates past the last modelled year on the latest values', () => {
    expect(getDefaultTaxYear('records', 2025)).toBe(2025);
    expect(getDefaultTaxYear('records', 2027)).toBe(2027);
    expect(getDefaultTaxYear('rates', 2026)).toBe(2026);
    expect(getDefaultTaxYear('rates', 2027)).toBe(2026);
    expect(getDefaultTaxYear('records', 2024)).toBe(2025);
  });

  it("reads the company's current year from its payroll calendar", () => {
    const { result } = renderHook(() => useDefaultTaxYear('rates'), {
      wrapper: inCalendar('practice-2025'),
    });
    expect(result.current).toBe(2025);
    const { result: date } = renderHook(() => useTaxYearDate(2026), {
      wrapper: inCalendar('practice-2025'),
    });
    expect(date.current.slice(0, 4)).toBe('2026');
  });
});

describe('useTaxYearChoice', () => {
  it('starts on the calendar’s year and keeps the year the user picks', () => {
    const { result } = renderHook(() => useTaxYearChoice('records'), {
      wrapper: inCalendar('practice-2026'),
    });
    expect(result.current).toMatchObject({ year: 2026, years: [2026, 2025] });
    act(() => result.current.onYearChange(2025));
    expect(result.current.year).toBe(2025);
  });

  it('starts on a linked year when it is offered, and ignores one that is not', () => {
    const wrapper = inCalendar('practice-2026');
    expect(renderHook(() => useTaxYearChoice('rates', 2025), { wrapper }).result.current.year).toBe(
      2025,
    );
    expect(renderHook(() => useTaxYearChoice('rates', 2024), { wrapper }).result.current.year).toBe(
      2026,
    );
  });

  it('follows the calendar until a year is picked: the settings may arrive after the first render', () => {
    let setCalendar: (calendar: PayrollCalendar) => void = () => {};
    function Calendar({ children }: { children: ReactNode }) {
      const [calendar, set] = useState<PayrollCalendar>('practice-2026');
      setCalendar = set;
      return (
        <PayrollCalendarContext.Provider value={calendar}>
          {children}
        </PayrollCalendarContext.Provider>
      );
    }
    const { result } = renderHook(() => useTaxYearChoice('records'), { wrapper: Calendar });
    expect(result.current.year).toBe(2026);
    act(() => setCalendar('practice-2025'));
    expect(result.current.year).toBe(2025);
  });
});
