import { describe, expect, it } from 'vitest';
import type { Employee } from '@paylab/shared';
import { SALARIED_EMPLOYEE } from './employee-form-test-data';
import { buildMarkInactiveInput } from './mark-inactive-input';

describe('buildMarkInactiveInput (issue 27, item 5)', () => {
  it('keeps every field as it is and only sets the employee inactive', () => {
    const employee: Employee = {
      ...SALARIED_EMPLOYEE,
      payFrequency: 'semi-monthly',
      filingStatus: 'head-of-household',
      allowances: 2,
      additionalWithholding: '15.00',
      state: 'NY',
      stateAllowances: 1,
      hasPayrollHistory: true,
    };
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
    expect(buildMarkInactiveInput({ ...employee, isActive: false }).isActive).toBe(false);
  });

  it('keeps the date of birth on file, and none where none is (issue 29)', () => {
    const employee: Employee = { ...SALARIED_EMPLOYEE, dateOfBirth: null };
    expect(buildMarkInactiveInput(employee).dateOfBirth).toBeNull();
    expect(buildMarkInactiveInput({ ...employee, dateOfBirth: '1970-01-31' }).dateOfBirth).toBe(
      '1970-01-31',
    );
  });
});
