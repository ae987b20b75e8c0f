import { vi } from 'vitest';
import type { Employee } from '@paylab/shared';
import { fillField, renderWithProviders } from '../../../test/render';
import { EmployeeForm } from './employee-form';

/** A salaried employee on file, as the API answers it. */
export const SALARIED_EMPLOYEE = {
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
  dateOfBirth: '1974-09-30',
  createdAt: '2025-01-02T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  hasPayrollHistory: false,
} satisfies Employee;

/**
 * An empty Add Employee form with the four text fields every employee needs typed; the returned
 * mock is its onSubmit, which resolves.
 */
export function renderNewEmployeeForm(required: {
  firstName: string;
  lastName: string;
  employeeId: string;
  department: string;
}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderWithProviders(<EmployeeForm isPending={false} onSubmit={onSubmit} onCancel={() => {}} />);
  fillField('First Name', required.firstName);
  fillField('Last Name', required.lastName);
  fillField('Employee ID', required.employeeId);
  fillField('Department', required.department);
  return onSubmit;
}
