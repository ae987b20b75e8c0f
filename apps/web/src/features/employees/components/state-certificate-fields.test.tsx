import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillField } from '../../../test/render';
import { renderNewEmployeeForm } from './employee-form-test-data';

const NIA = { firstName: 'Nia', lastName: 'York', employeeId: 'EMP-778', department: 'Sales' };

/** The Add Employee form for Nia York on a salary, her work state still to choose. */
function renderNiaForm() {
  const onSubmit = renderNewEmployeeForm(NIA);
  fillField('Annual Salary', '78000');
  return onSubmit;
}

describe("EmployeeForm: the work state's certificate", () => {
  it("shows the selected state's own form, and sends its fields once one is on file", async () => {
    const onSubmit = renderNiaForm();
    fillField('State', 'NY');
    expect(
      screen.getByRole('group', { name: 'New York withholding certificate (IT-2104)' }),
    ).toBeTruthy();
    // Not on file: the spec's state fields stand for it, so none is sent.
    expect(screen.queryByLabelText('Line 1: allowances for New York State')).toBeNull();

    fireEvent.click(screen.getByLabelText('IT-2104 on file'));
    // The IT-2104's defaults: single, no allowances.
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('single');
    expect(
      (screen.getByLabelText('Line 1: allowances for New York State') as HTMLInputElement).value,
    ).toBe('0');
    fillField('Status', 'married');
    fillField('Line 1: allowances for New York State', '2');
    fillField('Resident of New York City or Yonkers', 'new-york-city');
    fillField('Line 2: allowances for New York City', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      state: 'NY',
      stateCertificate: {
        filingStatus: 'married',
        allowances: '2',
        locality: 'new-york-city',
        nycAllowances: '1',
      },
    });
  });

  it('lets the certificate go when the state changes, and shows none for a state without one', async () => {
    const onSubmit = renderNiaForm();
    fillField('State', 'CA');
    fireEvent.click(screen.getByLabelText('DE 4 on file'));
    expect(
      screen.getByLabelText('Line 1a: regular withholding allowances (Worksheet A)'),
    ).toBeTruthy();
    fillField('State', 'TX');
    expect(screen.queryByRole('group', { name: /withholding certificate/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ state: 'TX', stateCertificate: null });
  });
});
