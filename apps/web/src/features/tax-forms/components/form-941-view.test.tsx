import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuarterlyTaxReport } from '@paylab/shared';
import { Form941View } from './form-941-view';

const column = (amount: string) => ({ column1: amount, column2: '0.00' });

function makeReport(taxYear: number): QuarterlyTaxReport {
  return {
    taxYear,
    quarter: 1,
    lines: {
      line1: 2,
      line2: '10000.00',
      line3: '1000.00',
      line4: false,
      line5a: column('10000.00'),
      line5b: column('0.00'),
      line5c: column('10000.00'),
      line5d: column('0.00'),
      line5e: '1530.00',
      line5f: '0.00',
      line6: '2530.00',
      line7: '0.00',
      line8: '0.00',
      line9: '0.00',
      line10: '2530.00',
      line11: '0.00',
      line12: '2530.00',
      line13: '3000.00',
      line14: '0.00',
      line15: '470.00',
    },
  } as QuarterlyTaxReport;
}

const rowNumbers = () =>
  screen.getAllByRole('row').flatMap((row) => {
    const header = within(row).queryByRole('rowheader');
    return header ? [header.textContent] : [];
  });

describe('Form941View', () => {
  it('prints the 2025 edition: lines 1-15', () => {
    render(<Form941View report={makeReport(2025)} />);
    expect(rowNumbers().slice(-3)).toEqual(['13', '14', '15']);
    expect(screen.getByRole('row', { name: /^15 Overpayment/ }).textContent).toContain('$470.00');
  });

  it('prints the Rev. March 2026 edition: the overpayment on 15a, 15b-15e left blank with the reason', () => {
    render(<Form941View report={makeReport(2026)} />);
    expect(rowNumbers().slice(-6)).toEqual(['14', '15a', '15b', '15c', '15d', '15e']);
    expect(screen.getByRole('row', { name: /^15a Overpayment/ }).textContent).toContain('$470.00');
    const routing = screen.getByRole('row', { name: /^15c Routing number/ });
    expect(routing.textContent).toContain(
      'Left blank: PayLab records no choice for an overpayment',
    );
    expect(routing.textContent).not.toContain('$');
  });
});
