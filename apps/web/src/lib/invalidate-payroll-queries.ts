import type { QueryClient } from '@tanstack/react-query';

/**
 * Pay processed or voided shows in the stubs, the voided list, the dashboard, the runs list and each
 * employee's delete rule. Tax forms and reports refetch whenever they open (staleTime 0).
 */
export function invalidatePayrollQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      '/api/payroll',
      '/api/payroll/voided',
      '/api/payroll/pay-runs',
      '/api/dashboard/metrics',
      '/api/employees',
    ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  ).then(() => undefined);
}
