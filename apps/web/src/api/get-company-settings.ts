import { useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@paylab/shared';
import { getReadQueryOptions } from '../lib/query-helpers';

export const getCompanySettingsQueryOptions = () =>
  getReadQueryOptions<CompanySettings>('/api/company/settings');

/** Read by several screens (settings, calculator, payroll, tax forms), so it lives below the features. */
export function useCompanySettings() {
  return useQuery(getCompanySettingsQueryOptions());
}
