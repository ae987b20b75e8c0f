import { useQuery } from '@tanstack/react-query';
import type { PayRunProgress } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

/** Polled while a run is being written, so a large run shows how far it has got. */
export function usePayRunProgress(idempotencyKey: string, isRunning: boolean) {
  return useQuery({
    queryKey: ['/api/payroll/pay-runs/progress', idempotencyKey],
    queryFn: () =>
      apiRequest<PayRunProgress>(
        'GET',
        `/api/payroll/pay-runs/progress/${encodeURIComponent(idempotencyKey)}`,
      ),
    enabled: isRunning,
    refetchInterval: isRunning ? 300 : false,
    staleTime: 0,
    gcTime: 0,
  });
}
