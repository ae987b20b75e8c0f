import { describe, expect, it } from 'vitest';
import type { Employee } from '@paylab/shared';
import { buildMarkInactiveInput } from './mark-inactive-input';

describe('buildMarkInactiveInput (issue 27, item 5)', () => {
  it('keeps every field as it is and only sets the employee inactive', () => {
    const employee = {
      id: '0b7c1a52-59b4-4a55-9d71-3f0f3a3d2f10',
      employeeId: 'EMP-042',
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: null,
      department: 'Kitchen',
      position: null,
      annualSalary: '52000.00',
      payFrequency: 'semi-monthly',
      filingStatus: 'head-of-household',
      allowances: 2,
      additionalWithholding: '15.00',
      state: 'NY',
      stateAllowances: 1,
      isActive: true,
      hireDate: '2024-03-04',
      createdAt: '2024-03-04T10:00:00.000Z',
      updatedAt: '2025-01-02T10:00:00.000Z',
      hasPayrollHistory: true,
    } as Employee;
    const input = buildMarkInactiveInput(employee);
    expect(input.isActive).toBe(false);
    expect(input).toMatchObject({
      employeeId: employee.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      annualSalary: employee.annualSalary,
      payFrequency: employee.payFrequency,
      hireDate: employee.hireDate,
      allowances: employee.allowances,
    });
    expect(buildMarkInactiveInput({ ...employee, isActive: false } as Employee).isActive).toBe(
      false,
    );
  });

  it('keeps the date of birth on file, and none where none is (issue 29)', () => {
    const employee = {
      employeeId: 'EMP-043',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: null,
      department: 'Kitchen',
      position: null,
      payType: 'salaried',
      annualSalary: '52000.00',
      hourlyRate: null,
      payFrequency: 'bi-weekly',
      filingStatus: 'single',
      allowances: 0,
      additionalWithholding: '0.00',
      state: 'TX',
      stateAllowances: 0,
      isActive: true,
      hireDate: '2024-03-04',
      dateOfBirth: null,
    } as Employee;
    expect(buildMarkInactiveInput(employee).dateOfBirth).toBeNull();
    expect(buildMarkInactiveInput({ ...employee, dateOfBirth: '1970-01-31' }).dateOfBirth).toBe(
      '1970-01-31',
    );
  });
});
