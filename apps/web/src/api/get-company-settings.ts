import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@paylab/shared';
import { apiRequest } from '../lib/api-client';

export const getCompanySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/company/settings'],
    queryFn: () => apiRequest<CompanySettings>('GET', '/api/company/settings'),
  });

/** Read by several screens (settings, calculator, payroll, tax forms), so it lives below the features. */
export function useCompanySettings() {
  return useQuery(getCompanySettingsQueryOptions());
}
