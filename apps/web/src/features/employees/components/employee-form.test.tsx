import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fillField, renderWithProviders } from '../../../test/render';
import { EmployeeForm } from './employee-form';
import { renderNewEmployeeForm, SALARIED_EMPLOYEE } from './employee-form-test-data';

const HANA = {
  firstName: 'Hana',
  lastName: 'Hourwell',
  employeeId: 'EMP-777',
  department: 'Warehouse',
};

describe('EmployeeForm pay types', () => {
  it('sends an hourly employee with its rate and no salary, and the exemption', async () => {
    const onSubmit = renderNewEmployeeForm(HANA);
    fillField('Annual Salary', '65000');
    fillField('Pay Type', 'hourly');
    // The salary's field hides and its value is not sent; the rate is now required.
    expect(screen.queryByLabelText('Annual Salary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(await screen.findByText('Hourly rate is required for an hourly employee')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fillField('Hourly Rate', '20.5');
    fillField('Overtime (FLSA)', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({ payType: 'hourly', hourlyRate: '20.5000', overtimeExempt: true });
    expect(sent.annualSalary).toBeUndefined();
  });

  it('opens a salaried employee with its salary and overtime status', () => {
    renderWithProviders(
      <EmployeeForm
        employee={SALARIED_EMPLOYEE}
        isPending={false}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    );
    expect((screen.getByLabelText('Pay Type') as HTMLSelectElement).value).toBe('salaried');
    expect((screen.getByLabelText('Annual Salary') as HTMLInputElement).value).toBe('95000.00');
    expect((screen.getByLabelText('Overtime (FLSA)') as HTMLSelectElement).value).toBe('true');
    expect(screen.queryByLabelText('Hourly Rate')).toBeNull();
    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('1974-09-30');
    // Certificates of an employee on file are dated records on their own tab, not edited here.
    expect(screen.queryByRole('group', { name: /withholding certificate/ })).toBeNull();
  });
});

describe('EmployeeForm date of birth', () => {
  it('is optional: left blank it is sent as none on file', async () => {
    const onSubmit = renderNewEmployeeForm(HANA);
    fillField('Annual Salary', '65000');
    expect(screen.getByText(/catch-up/).textContent).toBe(
      'Optional; decides catch-up contributions at 50+',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].dateOfBirth).toBeNull();
  });

  it('sends a date typed, and refuses one that is no calendar date', async () => {
    const onSubmit = renderNewEmployeeForm(HANA);
    fillField('Annual Salary', '65000');
    // A date input holds only real dates; text reaches the schema when pasted into a plain field.
    const birth = screen.getByLabelText('Date of Birth') as HTMLInputElement;
    birth.type = 'text';
    fillField('Date of Birth', '1975-02-30');
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(await screen.findByText('Enter a real calendar date')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fillField('Date of Birth', '1975-02-28');
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].dateOfBirth).toBe('1975-02-28');
  });
});
