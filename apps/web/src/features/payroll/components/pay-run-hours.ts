import { hoursSchema, type PayRunHours } from '@paylab/shared';

/** One row's hours as typed in the preview table. */
export interface HoursDraft {
  hoursWorked: string;
  overtimeHours: string;
}

export interface PayRunPeriodDraft {
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
}

// The API validates the same rows with these schemas (payRunHoursSchema), so the screen and the server agree.
const hoursWorkedSchema = hoursSchema('Hours worked');
const overtimeHoursSchema = hoursSchema('Overtime hours');

/**
 * The typed overrides as a pay run's hours rows, and the employees whose hours break spec section 5
 * (0 to 168 in steps of 0.25). Overtime left empty means none; hours worked must be given.
 */
export function collectPayRunHours(drafts: Record<string, HoursDraft>): {
  hours: PayRunHours[];
  invalidRows: Set<string>;
} {
  const hours: PayRunHours[] = [];
  const invalidRows = new Set<string>();
  for (const [employeeId, draft] of Object.entries(drafts)) {
    const hoursWorked = hoursWorkedSchema.safeParse(draft.hoursWorked);
    const overtimeHours =
      draft.overtimeHours.trim() === ''
        ? { success: true as const, data: 0 }
        : overtimeHoursSchema.safeParse(draft.overtimeHours);
    if (hoursWorked.success && overtimeHours.success)
      hours.push({ employeeId, hoursWorked: hoursWorked.data, overtimeHours: overtimeHours.data });
    else invalidRows.add(employeeId);
  }
  return { hours, invalidRows };
}

/** The period's field errors before anything is asked of the server: a start needs an end and an end a start. */
export function checkPayRunPeriod(period: PayRunPeriodDraft): Record<string, string> {
  const hasStart = period.payPeriodStart !== '';
  if (hasStart === (period.payPeriodEnd !== '')) return {};
  return {
    [hasStart ? 'payPeriodEnd' : 'payPeriodStart']:
      'Give both the pay period start and end, or neither',
  };
}

export function formatEmployeeCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'employee' : 'employees'}`;
}
