import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayrollCalendarContext } from '../../../hooks/use-working-today';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { Dashboard } from './dashboard';

afterEach(() => vi.unstubAllGlobals());

function renderDashboard() {
  stubFetch(() => ({
    totalEmployees: 3,
    activeEmployees: 3,
    month: '2026-11',
    monthlyGross: '0.00',
    federalTaxes: '0.00',
    netPay: '0.00',
  }));
  return renderWithProviders(
    <PayrollCalendarContext.Provider value="practice-2026">
      <Dashboard />
    </PayrollCalendarContext.Provider>,
  );
}

const bracketRows = (year: number) =>
  within(screen.getByRole('list', { name: `${year} single filer brackets` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the dashboard's brackets card", () => {
  it("opens on the company's year and shows the chosen year's first four single brackets", async () => {
    renderDashboard();
    // Rev. Proc. 2025-32, section 4.01: the 2026 single schedule.
    expect(await screen.findByText('2026 Federal Tax Brackets (Single Filers)')).toBeDefined();
    expect(bracketRows(2026)).toEqual([
      '10.00%$0 – $12,400',
      '12.00%$12,400 – $50,400',
      '22.00%$50,400 – $105,700',
      '24.00%$105,700 – $201,775',
    ]);
    expect(screen.getByText(/Rev\. Proc\. 2025-32/)).toBeDefined();
    expect(screen.getByTestId('dashboard-tax-note').textContent).toContain('$184,500');

    fireEvent.change(screen.getByLabelText('Tax year'), { target: { value: '2025' } });
    // Rev. Proc. 2024-40, section 3: the 2025 single schedule, as the spec lists it.
    expect(bracketRows(2025)).toEqual([
      '10.00%$0 – $11,925',
      '12.00%$11,925 – $48,475',
      '22.00%$48,475 – $103,350',
      '24.00%$103,350 – $197,300',
    ]);
    expect(screen.getByText('2025 Key Changes')).toBeDefined();
    expect(screen.getByTestId('dashboard-tax-note').textContent).toContain('$176,100');
  });

  it("names the company's current tax year in the compliance status", async () => {
    renderDashboard();
    expect(await screen.findByText('2026 Tax Year')).toBeDefined();
  });
});
