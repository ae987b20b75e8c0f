import { createEmployeeInputSchema, type CreateEmployeeInput, type Employee } from '@paylab/shared';
import { toDefaultValues, withBlankBirthDateAsNull } from './employee-form';

/**
 * The update that marks an employee inactive and changes nothing else (issue 27, item 5): an
 * employee with payroll history cannot be deleted, so the delete dialog offers this instead. Built
 * from the edit form's own values, so it sends exactly the fields an edit would.
 */
export function buildMarkInactiveInput(employee: Employee): CreateEmployeeInput {
  // An employee on file keeps its own dates, so no "today" enters.
  const values = withBlankBirthDateAsNull(toDefaultValues(employee, employee.hireDate));
  return createEmployeeInputSchema.parse({ ...values, isActive: false });
}
