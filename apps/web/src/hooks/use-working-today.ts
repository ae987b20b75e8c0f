import { createContext, useContext } from 'react';
import { toLocalDateString } from '@paylab/shared/dates';
import { getWorkingToday, type PayrollCalendar } from '@paylab/shared/payroll-calendar';

/** The company's payroll calendar, provided once by the signed-in layout (issue 27, item 3). */
export const PayrollCalendarContext = createContext<PayrollCalendar>('today');

/**
 * The day every default date starts from: the viewer's today, or the same day of the company's
 * practice year.
 */
export function useWorkingToday(): string {
  return getWorkingToday(useContext(PayrollCalendarContext), toLocalDateString());
}
