import type { QueryClient } from '@tanstack/react-query';
import { invalidateQueryPaths } from './query-helpers';

/**
 * Pay processed or voided shows in the stubs, the voided list, the dashboard, the runs list and each
 * employee's delete rule. Tax forms and reports refetch whenever they open (staleTime 0).
 */
export function invalidatePayrollQueries(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, [
    '/api/payroll',
    '/api/payroll/voided',
    '/api/payroll/pay-runs',
    '/api/dashboard/metrics',
    '/api/employees',
  ]);
}
