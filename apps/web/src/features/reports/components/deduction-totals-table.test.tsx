import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeductionTotalsTable } from './deduction-totals-table';

describe('DeductionTotalsTable', () => {
  it('lists each type with its employees, employee deductions and employer contributions', () => {
    render(
      <DeductionTotalsTable
        totals={[
          {
            type: 'traditional-401k',
            label: 'Traditional 401(k)',
            employees: 2,
            employeeAmount: '300.00',
            employerAmount: '275.00',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', {
      name: 'Deductions and employer contributions by type',
    });
    const row = within(table).getByRole('row', { name: /Traditional 401\(k\)/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Traditional 401(k)', '2', '$300.00', '$275.00']);
  });

  it('says so when the period has no deduction', () => {
    render(<DeductionTotalsTable totals={[]} />);
    expect(screen.getByText(/has a benefit deduction/).tagName).toBe('P');
  });
});
