import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { PayRunPanel } from './pay-run-panel';
import { buildPayRunPreview, buildPayRunRow, ZERO_AMOUNTS } from './pay-run-test-data';

const PREVIEW = buildPayRunPreview([buildPayRunRow('a', 'Ann'), buildPayRunRow('b', 'Bob')], {
  totals: { ...ZERO_AMOUNTS, hoursWorked: 160, overtimeHours: 0 },
});

/** The bodies the panel posted to the preview endpoint, in order. */
function stubPreview() {
  const bodies: { hours: unknown[] }[] = [];
  stubFetch((url, init) => {
    if (url === '/api/payroll/pay-runs/preview') bodies.push(JSON.parse(String(init?.body)));
    return PREVIEW;
  });
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayRunPanel', () => {
  it('refuses half a period before asking the server', () => {
    const bodies = stubPreview();
    renderWithProviders(<PayRunPanel />);
    fireEvent.change(screen.getByLabelText('Pay period start'), {
      target: { value: '2025-06-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview payroll' }));
    expect(screen.getByText('Give both the pay period start and end, or neither')).toBeDefined();
    expect(bodies).toHaveLength(0);
  });

  it('sends changed hours as overrides and blocks processing while a row is invalid', async () => {
    const bodies = stubPreview();
    renderWithProviders(<PayRunPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview payroll' }));
    const process = await screen.findByRole('button', { name: 'Process payroll for 2 employees' });
    expect(bodies[0]?.hours).toEqual([]);
    await waitFor(() => expect(process.hasAttribute('disabled')).toBe(false));

    fireEvent.change(screen.getByLabelText('Hours for Ann Doe'), { target: { value: '40.1' } });
    expect(
      screen.getByText('Hours must be 0 to 168 in steps of 0.25 (1 row to fix).'),
    ).toBeDefined();
    expect(screen.getByLabelText('Hours for Ann Doe').getAttribute('aria-invalid')).toBe('true');
    expect(process.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('Hours for Ann Doe'), { target: { value: '72.5' } });
    fireEvent.change(screen.getByLabelText('Overtime hours for Bob Doe'), {
      target: { value: '3' },
    });
    expect(screen.queryByText(/Hours must be 0 to 168/)).toBeNull();
    await waitFor(() =>
      expect(bodies.at(-1)?.hours).toEqual([
        { employeeId: 'a', hoursWorked: 72.5, overtimeHours: 0 },
        { employeeId: 'b', hoursWorked: 80, overtimeHours: 3 },
      ]),
    );
    await waitFor(() => expect(process.hasAttribute('disabled')).toBe(false));
  });

  it('asks for confirmation with the run’s figures before anything is processed (issue 27, item 5)', async () => {
    const posted: string[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST') posted.push(url);
      if (url === '/api/payroll/pay-runs' && init?.method === 'POST')
        return {
          run: {
            ...PREVIEW,
            id: 'run-1',
            idempotencyKey: 'key-1',
            totalGrossPay: '5000.00',
            totalNetPay: '3900.10',
            createdBy: 'admin',
            createdAt: '2025-06-14T12:00:00.000Z',
          },
          isReplay: false,
        };
      if (url === '/api/payroll/pay-runs/preview')
        return {
          ...PREVIEW,
          totals: {
            ...PREVIEW.totals,
            grossPay: '5000.00',
            netPay: '3900.10',
            employer: {
              socialSecurityTax: '310.00',
              medicareTax: '72.50',
              futaTax: '30.00',
              sutaTax: '170.00',
            },
          },
        };
      return PREVIEW;
    });
    renderWithProviders(<PayRunPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview payroll' }));
    const process = await screen.findByRole('button', { name: 'Process payroll for 2 employees' });
    await waitFor(() => expect(process.hasAttribute('disabled')).toBe(false));
    fireEvent.click(process);

    const dialog = await screen.findByRole('alertdialog', { name: 'Process this pay run?' });
    expect(dialog.textContent).toContain('Employees2 employees');
    expect(dialog.textContent).toContain('Gross pay$5,000.00');
    expect(dialog.textContent).toContain('Net pay$3,900.10');
    // 5,000.00 + 310.00 + 72.50 + 30.00 + 170.00 = 5,582.50.
    expect(dialog.textContent).toContain('Employer cost$5,582.50');
    expect(dialog.textContent).toContain('Pay dateJun 14, 2025');
    expect(posted.filter((url) => url === '/api/payroll/pay-runs')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posted.filter((url) => url === '/api/payroll/pay-runs')).toEqual([]);

    fireEvent.click(process);
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Process payroll',
      }),
    );
    await waitFor(() =>
      expect(posted.filter((url) => url === '/api/payroll/pay-runs')).toHaveLength(1),
    );
  });
});
