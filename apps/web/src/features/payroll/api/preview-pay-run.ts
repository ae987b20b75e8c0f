import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayRunHours, PayRunPreview } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const PAY_RUN_PAGE_SIZE = 25;

export interface PayRunRequest {
  payFrequency: 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly';
  payPeriodStart?: string;
  payPeriodEnd?: string;
  payDate?: string;
  hours: PayRunHours[];
}

export const getPayRunPreviewQueryOptions = (request: PayRunRequest, page: number) =>
  queryOptions({
    queryKey: ['/api/payroll/pay-runs/preview', request, page],
    queryFn: () =>
      apiRequest<PayRunPreview>('POST', '/api/payroll/pay-runs/preview', {
        ...request,
        page,
        pageSize: PAY_RUN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every amount of the run before anything is written; recomputed when hours change. */
export function usePayRunPreview(request: PayRunRequest | null, page: number) {
  return useQuery({
    ...getPayRunPreviewQueryOptions(request ?? { payFrequency: 'bi-weekly', hours: [] }, page),
    enabled: request !== null,
  });
}
