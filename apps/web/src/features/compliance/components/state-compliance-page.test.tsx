import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxYears } from '@paylab/shared';
import { PayrollCalendarContext } from '../../../hooks/use-working-today';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { StateCompliancePage } from './state-compliance-page';

afterEach(() => vi.unstubAllGlobals());

const modelled = (year: number) => ({
  name: 'x',
  status: 'modelled' as const,
  valuesYear: year,
  carriedForward: [],
});

/** GET /api/tax/years as the engine answers it, cut to the two states the tests open. */
const TAX_YEARS: TaxYears = {
  years: [2025, 2026].map((year) => ({
    year,
    federal: modelled(year),
    fica: modelled(year),
    form940: modelled(year),
    benefits: modelled(year),
    deductionTreatment: modelled(year),
    specSimplified: modelled(year),
    states: [
      { ...modelled(year), code: 'CA', name: 'California' },
      year === 2026
        ? {
            code: 'IL',
            name: 'Illinois',
            status: 'carried-forward',
            valuesYear: 2025,
            carriedForward: ['us.states.il.idor.il-700-t.rate'],
          }
        : { ...modelled(year), code: 'IL', name: 'Illinois' },
    ],
  })),
};

function renderPage(code: string, initialYear?: number) {
  stubFetch(() => TAX_YEARS);
  return renderWithProviders(
    <PayrollCalendarContext.Provider value="practice-2026">
      <StateCompliancePage code={code} initialYear={initialYear} />
    </PayrollCalendarContext.Provider>,
  );
}

const sdiRate = () =>
  screen.getByText('California SDI employee withholding rate (covers SDI and PFL)')
    .nextElementSibling?.textContent;

describe('StateCompliancePage', () => {
  it("shows the chosen year's values: California's SDI rate of 2026, then of 2025", () => {
    renderPage('ca');
    // EDD: 1.3% in 2026, 1.2% in 2025.
    expect(sdiRate()).toBe('1.3%');
    fireEvent.change(screen.getByLabelText('Tax year'), { target: { value: '2025' } });
    expect(sdiRate()).toBe('1.2%');
  });

  it('opens on the year a link names', () => {
    renderPage('ca', 2025);
    expect(screen.getByLabelText<HTMLSelectElement>('Tax year').value).toBe('2025');
    expect(sdiRate()).toBe('1.2%');
    expect(screen.getByRole('link', { name: /Tax Compliance Center/ }).getAttribute('href')).toBe(
      '/compliance?year=2025',
    );
  });

  it('says a state carries its 2025 values into 2026, and not in 2025', async () => {
    renderPage('il');
    expect((await screen.findByTestId('carried-forward-note')).textContent).toContain(
      'Carried forward from 2025. PayLab holds no 2026 values for Illinois yet',
    );
    fireEvent.change(screen.getByLabelText('Tax year'), { target: { value: '2025' } });
    expect(screen.queryByTestId('carried-forward-note')).toBeNull();
  });
});
