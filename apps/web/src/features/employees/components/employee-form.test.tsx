import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Employee } from '@paylab/shared';
import { renderWithProviders } from '../../../test/render';
import { EmployeeForm } from './employee-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillRequired() {
  fill('First Name', 'Hana');
  fill('Last Name', 'Hourwell');
  fill('Employee ID', 'EMP-777');
  fill('Department', 'Warehouse');
}

describe('EmployeeForm pay types', () => {
  it('sends an hourly employee with its rate and no salary, and the exemption', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<EmployeeForm isPending={false} onSubmit={onSubmit} onCancel={() => {}} />);
    fillRequired();
    fill('Annual Salary', '65000');
    fill('Pay Type', 'hourly');
    // The salary's field hides and its value is not sent; the rate is now required.
    expect(screen.queryByLabelText('Annual Salary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(await screen.findByText('Hourly rate is required for an hourly employee')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fill('Hourly Rate', '20.5');
    fill('Overtime (FLSA)', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({ payType: 'hourly', hourlyRate: '20.5000', overtimeExempt: true });
    expect(sent.annualSalary).toBeUndefined();
  });

  it('opens a salaried employee with its salary and overtime status', () => {
    const employee = {
      id: 'a',
      employeeId: 'EMP-001',
      firstName: 'Maria',
      lastName: 'Garcia',
      email: null,
      department: 'Engineering',
      position: null,
      payType: 'salaried',
      annualSalary: '95000.00',
      hourlyRate: null,
      overtimeExempt: true,
      payFrequency: 'bi-weekly',
      filingStatus: 'single',
      allowances: 0,
      additionalWithholding: '0.00',
      state: 'CA',
      stateAllowances: 0,
      stateCertificate: null,
      isActive: true,
      hireDate: '2025-01-02',
      dateOfBirth: null,
      createdAt: '2025-01-02T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      hasPayrollHistory: false,
    } satisfies Employee;
    renderWithProviders(
      <EmployeeForm employee={employee} isPending={false} onSubmit={vi.fn()} onCancel={() => {}} />,
    );
    expect((screen.getByLabelText('Pay Type') as HTMLSelectElement).value).toBe('salaried');
    expect((screen.getByLabelText('Annual Salary') as HTMLInputElement).value).toBe('95000.00');
    expect((screen.getByLabelText('Overtime (FLSA)') as HTMLSelectElement).value).toBe('true');
    expect(screen.queryByLabelText('Hourly Rate')).toBeNull();
    // Certificates of an employee on file are dated records on their own tab, not edited here.
    expect(screen.queryByRole('group', { name: /withholding certificate/ })).toBeNull();
  });
});
