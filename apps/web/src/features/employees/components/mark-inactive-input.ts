import { createEmployeeInputSchema, type CreateEmployeeInput, type Employee } from '@paylab/shared';
import { toDefaultValues } from './employee-form';

/**
 * The update that marks an employee inactive and changes nothing else (issue 27, item 5): an
 * employee with payroll history cannot be deleted, so the delete dialog offers this instead. Built
 * from the edit form's own values, so it sends exactly the fields an edit would.
 */
export function buildMarkInactiveInput(employee: Employee): CreateEmployeeInput {
  return createEmployeeInputSchema.parse({ ...toDefaultValues(employee), isActive: false });
}
