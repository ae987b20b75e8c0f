import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateCertificateRecord } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getStateCertificatesQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: ['/api/state-certificates', 'employee', employeeId],
    queryFn: () =>
      apiRequest<StateCertificateRecord[]>('GET', `/api/state-certificates/employee/${employeeId}`),
  });

/** The employee's state certificates, newest first, each with its status on the server's today. */
export function useStateCertificates(employeeId: string) {
  return useQuery(getStateCertificatesQueryOptions(employeeId));
}
