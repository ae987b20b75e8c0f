import type { CreateStateCertificateInput, StateCertificateRecord } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueryPaths } from '../../../lib/query-helpers';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

/** Records a certificate; the employee's reads change too (their answer carries the one in force). */
export function useCreateStateCertificate() {
  return useInvalidatingMutation(
    (input: CreateStateCertificateInput) =>
      apiRequest<StateCertificateRecord>('POST', '/api/state-certificates', input),
    (queryClient) =>
      invalidateQueryPaths(queryClient, ['/api/state-certificates', '/api/employees']),
  );
}
