import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '@paylab/shared';
import type { z } from 'zod';
import type { updateCompanySettingsInputSchema } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { getCompanySettingsQueryOptions } from '../../../api/get-company-settings';

export type CompanySettingsFormValues = z.input<typeof updateCompanySettingsInputSchema>;

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof updateCompanySettingsInputSchema>) =>
      apiRequest<CompanySettings>('PUT', '/api/company/settings', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(getCompanySettingsQueryOptions().queryKey, settings);
    },
  });
}
