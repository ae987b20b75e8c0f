import type { Employee } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

/** One employee as stored now, for an edit form reloading after someone else's change (ADR 0020). */
export function fetchEmployee(id: string): Promise<Employee> {
  return apiRequest<Employee>('GET', `/api/employees/${id}`);
}
