import { screen, within } from '@testing-library/react';
import type { Form940 } from '@paylab/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { Form940Card } from './form-940-card';

afterEach(() => vi.unstubAllGlobals());

const ZERO = '0.00';

/** One Californian paid 10,000.00: 7,000.00 FUTA wages, 42.00 of FUTA and 84.00 of credit reduction. */
function buildForm(taxYear: number): Form940 {
  return {
    taxYear,
    dueDate: `${taxYear + 1}-01-31`,
    employeeCount: 1,
    lines: {
      line1a: 'CA',
      line1b: false,
      line2: true,
      line3: '10000.00',
      line4: ZERO,
      line5: '3000.00',
      line6: '3000.00',
      line7: '7000.00',
      line8: '42.00',
      line9: ZERO,
      line10: ZERO,
      line11: '84.00',
      line12: '126.00',
      line13: ZERO,
      line14: '126.00',
      line15: ZERO,
      line16a: '126.00',
      line16b: ZERO,
      line16c: ZERO,
      line16d: ZERO,
      line17: '126.00',
    },
    line4Boxes: { line4a: false, line4b: false, line4c: false, line4d: false, line4e: false },
    scheduleA: [
      { state: 'CA', futaWages: '7000.00', reductionRate: '1.2', creditReduction: '84.00' },
    ],
    isQuarterlyLiabilityRequired: false,
    warnings: [],
  };
}

describe('Form940Card', () => {
  it('prints the lines of the year’s Form 940 as laid out: 15a holds line 15, 15b-15e stay blank', async () => {
    stubFetch(() => buildForm(2026));
    renderWithProviders(<Form940Card year={2026} />);
    const table = await screen.findByRole('table', { name: 'Form 940 (2025) lines for 2026' });
    const rowOf = (number: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader')?.textContent === number);
    expect(rowOf('15a')?.textContent).toContain('Overpayment');
    expect(rowOf('15a')?.textContent).toContain('$0.00');
    for (const number of ['15b', '15c', '15d', '15e'])
      expect(rowOf(number)?.textContent, number).toContain('Left blank: PayLab records no choice');
    expect(rowOf('15')).toBeUndefined();
    expect(rowOf('1a / 1b')?.textContent).toContain('CA');
    expect(rowOf('14')?.textContent).toContain('$126.00');
    expect(screen.getByText(/Laid out as Form 940 \(2025\)\./)).toBeDefined();
  });
});
