import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FileQuarterlyReportInput,
  Form940,
  GenerateW2Response,
  QuarterlyTaxReport,
  Reconciliation,
  W2Form,
  W3Form,
  W4RecordsList,
} from '@paylab/shared';
import { ApiError, apiRequest, toQueryString } from '../../../lib/api-client';

export const getW2FormsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/w2/year', year],
    queryFn: () => apiRequest<W2Form[]>('GET', `/api/w2/year/${year}`),
  });

export const getW3FormsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/w3/year', year],
    queryFn: () => apiRequest<W3Form[]>('GET', `/api/w3/year/${year}`),
  });

// These are computed from the payroll records on every read, and other screens write payroll
// without knowing these keys: they refetch whenever the tab opens instead of staying cached.
export const getQuarterlyReportsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/quarterly-tax/year', year],
    queryFn: () => apiRequest<QuarterlyTaxReport[]>('GET', `/api/quarterly-tax/year/${year}`),
    staleTime: 0,
  });

export const getForm940QueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/form-940/year', year],
    queryFn: () => apiRequest<Form940 | null>('GET', `/api/form-940/year/${year}`),
    staleTime: 0,
  });

export const getReconciliationQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/tax-forms/reconciliation', year],
    queryFn: () => apiRequest<Reconciliation>('GET', `/api/tax-forms/reconciliation/${year}`),
    staleTime: 0,
  });

export interface W4RecordsParams {
  search?: string;
  page: number;
  pageSize: number;
}

export const getW4RecordsQueryOptions = (params: W4RecordsParams) =>
  queryOptions({
    queryKey: ['/api/tax-forms/w4-records', params],
    queryFn: () =>
      apiRequest<W4RecordsList>('GET', `/api/tax-forms/w4-records${toQueryString({ ...params })}`),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export const useW2Forms = (year: number) => useQuery(getW2FormsQueryOptions(year));
export const useW3Forms = (year: number) => useQuery(getW3FormsQueryOptions(year));
export const useQuarterlyReports = (year: number) =>
  useQuery(getQuarterlyReportsQueryOptions(year));
export const useForm940 = (year: number) => useQuery(getForm940QueryOptions(year));
export const useReconciliation = (year: number) => useQuery(getReconciliationQueryOptions(year));
export const useW4Records = (params: W4RecordsParams) => useQuery(getW4RecordsQueryOptions(params));

/** POST /api/w2/generate/{year}; the year's W-2 and W-3 lists and the checks reload afterwards. */
export function useGenerateW2Forms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest<GenerateW2Response>('POST', `/api/w2/generate/${year}`),
    onSuccess: (_result, year) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/w2/year', year] }),
        queryClient.invalidateQueries({ queryKey: ['/api/w3/year', year] }),
        queryClient.invalidateQueries({ queryKey: ['/api/tax-forms/reconciliation', year] }),
      ]),
  });
}

export function useFileQuarterlyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FileQuarterlyReportInput }) =>
      apiRequest<QuarterlyTaxReport>('POST', `/api/quarterly-tax/${id}/file`, input),
    onSuccess: (report) =>
      queryClient.invalidateQueries({ queryKey: ['/api/quarterly-tax/year', report.taxYear] }),
    // Filed already, from another page: show the quarter as it is on record.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT')
        return queryClient.invalidateQueries({ queryKey: ['/api/quarterly-tax/year'] });
    },
  });
}
