import type { QueryClient } from '@tanstack/react-query';

/** New pay shows in the stubs, the dashboard, the runs list and each employee's delete rule. */
export function invalidatePayrollQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['/api/payroll', '/api/payroll/pay-runs', '/api/dashboard/metrics', '/api/employees'].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  ).then(() => undefined);
}
