import type { CreateEmployeeInput, Employee } from '@paylab/shared';
import { useVersionedUpdate } from '../../../hooks/use-versioned-update';
import { invalidateEmployeeQueries } from './get-employees';

export function useUpdateEmployee() {
  return useVersionedUpdate<CreateEmployeeInput, Employee>(
    '/api/employees',
    invalidateEmployeeQueries,
  );
}
