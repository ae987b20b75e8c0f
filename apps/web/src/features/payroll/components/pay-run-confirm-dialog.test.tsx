import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayRunConfirmDialog } from './pay-run-confirm-dialog';

const confirmation = {
  employeeCount: 2,
  grossPay: '4000.00',
  netPay: '3100.00',
  employerCost: '4400.00',
  payDate: '2025-06-13',
};

function renderDialog(payDate: string) {
  const onConfirm = vi.fn();
  render(
    <PayRunConfirmDialog
      open
      onOpenChange={() => {}}
      confirmation={{ ...confirmation, payDate }}
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, confirm: screen.getByRole('button', { name: 'Process payroll' }) };
}

describe('PayRunConfirmDialog', () => {
  it('processes a 2025 pay date without asking more', () => {
    const { confirm, onConfirm } = renderDialog('2025-06-13');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('processes a 2026 pay date without asking more', () => {
    const { confirm, onConfirm } = renderDialog('2026-01-09');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('holds a 2027 pay date until the 2026 rules are accepted in words', () => {
    const { confirm, onConfirm } = renderDialog('2027-01-08');
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain('PayLab has no tax rules for 2027.');
    expect(alert).toContain(
      'PayLab models 2025 and 2026 only: the withholding would use the 2026 rules',
    );
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('I understand: process with 2026 rules anyway'));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
