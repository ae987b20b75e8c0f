import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { W2Form } from '@paylab/shared';
import { W2FormView } from './w2-form-view';

function makeForm(taxYear: number): W2Form {
  return {
    taxYear,
    controlNumber: `${taxYear}-EMP-001`,
    employeeName: 'Olga Overtime',
    employeeCode: 'EMP-001',
    wagesTipsCompensation: '5250.00',
    federalIncomeTaxWithheld: '500.00',
    socialSecurityWages: '5250.00',
    socialSecurityTaxWithheld: '325.50',
    medicareWagesAndTips: '5250.00',
    medicareTaxWithheld: '76.13',
    socialSecurityTips: '0.00',
    allocatedTips: '0.00',
    dependentCareBenefits: '0.00',
    nonqualifiedPlans: '0.00',
    box12Codes: taxYear === 2026 ? ['TT 150.00'] : [],
    box14: [{ label: 'CASDI', amount: '63.00' }],
    stateLines: [],
    statutoryEmployee: false,
    retirementPlan: false,
    thirdPartySickPay: false,
  } as unknown as W2Form;
}

describe('W2FormView', () => {
  it('prints the 2025 box 14 "Other" and no box 14b', () => {
    render(<W2FormView form={makeForm(2025)} company={undefined} />);
    expect(screen.getByText('14 Other')).toBeDefined();
    expect(screen.queryByText(/^14b/)).toBeNull();
  });

  it('prints 2026 boxes 14a and an empty 14b, and code TT in box 12', () => {
    render(<W2FormView form={makeForm(2026)} company={undefined} />);
    expect(screen.getByText('14a Other').nextElementSibling?.textContent).toBe('CASDI $63.00');
    const tipped = screen.getByText('14b Treasury tipped occupation code');
    expect(tipped.nextElementSibling?.textContent).toBe('');
    expect(screen.getByText('12a').nextElementSibling?.textContent).toBe('TT $150.00');
  });

  it('prints boxes 16 to 19 of each state row, 18 and 19 only under a locality', () => {
    const line = { state: 'MD', stateWages: '5250.00', stateIncomeTax: '210.00' };
    const form: W2Form = {
      ...makeForm(2025),
      stateLines: [
        { ...line, localWages: '5250.00', localIncomeTax: '168.00', localityName: 'Howard' },
        { ...line, state: 'CA', localWages: '0.00', localIncomeTax: '0.00', localityName: null },
      ],
    };
    render(<W2FormView form={form} company={undefined} />);
    const table = screen.getByRole('table', { name: 'State and local boxes 15 to 20' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['MD', 'Not on file in PayLab', '$5,250.00', '$210.00', '$5,250.00', '$168.00', 'Howard'],
      ['CA', 'Not on file in PayLab', '$5,250.00', '$210.00', '', '', ''],
    ]);
  });

  it('prints one empty state row when the W-2 has none', () => {
    render(<W2FormView form={makeForm(2025)} company={undefined} />);
    const table = screen.getByRole('table', { name: 'State and local boxes 15 to 20' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '', '', '', '']);
  });
});
