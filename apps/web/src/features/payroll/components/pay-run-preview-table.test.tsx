import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayRunPreviewTable } from './pay-run-preview-table';
import { buildPayRunPreview, buildPayRunRow } from './pay-run-test-data';

const AMOUNTS = {
  grossPay: '2000.00',
  supplementalPay: '0.00',
  federalIncomeTax: '150.00',
  socialSecurityTax: '124.00',
  medicareTax: '29.00',
  additionalMedicareTax: '1.00',
  stateIncomeTax: '60.00',
  stateDisabilityTax: '24.00',
  statePaidFamilyLeave: '6.00',
  additionalWithholding: '10.00',
  totalDeductions: '404.00',
  netPay: '1596.00',
  employer: {
    socialSecurityTax: '124.00',
    medicareTax: '29.00',
    futaTax: '12.00',
    sutaTax: '35.00',
  },
};

const PREVIEW = buildPayRunPreview([buildPayRunRow('a', 'Ann', AMOUNTS)], {
  totals: { ...AMOUNTS, hoursWorked: 80, overtimeHours: 0 },
});

/** The money cells of a table row, from Gross to Employer Taxes. */
function readAmounts(tableRow: HTMLElement): string[] {
  return within(tableRow)
    .getAllByRole('cell')
    .slice(3)
    .map((cell) => cell.textContent ?? '');
}

describe('PayRunPreviewTable', () => {
  it('shows the same columns for each paycheck and for the totals, summing the paired taxes', () => {
    render(
      <PayRunPreviewTable
        preview={PREVIEW}
        drafts={{}}
        invalidRows={new Set()}
        isStale={false}
        onHoursChange={vi.fn()}
      />,
    );

    const [, bodyRow, footRow] = screen.getAllByRole('row');
    const expected = [
      '$2,000.00',
      '$150.00',
      '$10.00',
      '$124.00',
      '$30.00',
      '$60.00',
      '$30.00',
      '$404.00',
      '$1,596.00',
      '$200.00',
    ];
    expect(readAmounts(bodyRow!)).toEqual(expected);
    expect(readAmounts(footRow!)).toEqual(expected);
  });
});

describe('PayRunPreviewTable pay types', () => {
  it('says how each row is paid, what moved to overtime, and locks an exempt row out of overtime', () => {
    const hourly = {
      ...buildPayRunRow('h', 'Hana', AMOUNTS),
      payType: 'hourly' as const,
      payBasis: 'hours' as const,
      hoursWorked: 40,
      overtimeHours: 6,
    };
    const exempt = {
      ...buildPayRunRow('x', 'Xavi', AMOUNTS),
      payType: 'salaried' as const,
      overtimeExempt: true,
    };
    render(
      <PayRunPreviewTable
        preview={{ ...PREVIEW, employeeCount: 2, rows: [hourly, exempt] }}
        drafts={{ h: { hoursWorked: '46', overtimeHours: '' } }}
        invalidRows={new Set()}
        isStale={false}
        onHoursChange={vi.fn()}
      />,
    );
    const [hourlyPay, exemptPay] = screen.getAllByTestId('pay-run-row-pay');
    // 46 typed for a weekly non-exempt employee: the server paid 40 + 6 overtime.
    expect(hourlyPay!.textContent).toBe('Hourly · paid 40 h + 6 h overtime');
    expect(exemptPay!.textContent).toBe('Salaried · exempt');
    expect(screen.getByLabelText<HTMLInputElement>('Overtime hours for Xavi Doe').disabled).toBe(
      true,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Overtime hours for Hana Doe').disabled).toBe(
      false,
    );
  });
});
