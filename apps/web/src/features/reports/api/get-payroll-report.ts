import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayrollReport, ReportPeriod } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** The viewer's time zone: the report's months begin at their midnight. */
export function getViewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * What a report is asked for: its period, the viewer's time zone, and the tax year when it is not
 * the company's current one (the server's default), so the current year's files keep their names.
 */
export interface ReportParams {
  period: ReportPeriod;
  timeZone: string;
  year?: number | undefined;
}

export const getPayrollReportQueryOptions = (params: ReportParams) =>
  queryOptions({
    queryKey: ['/api/reports/payroll', params],
    queryFn: () =>
      apiRequest<PayrollReport>('GET', `/api/reports/payroll${toQueryString({ ...params })}`),
    // Figures follow payroll written on other screens: fetch afresh whenever the screen opens.
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export function usePayrollReport(params: ReportParams) {
  return useQuery(getPayrollReportQueryOptions(params));
}

export type ReportExportKind =
  'payroll-summary' | 'department-summary' | 'state-withholding' | 'deductions';

export function getExportUrl(kind: ReportExportKind, params: ReportParams): string {
  return `/api/reports/export/${kind}${toQueryString({ ...params })}`;
}

/** The file an export is saved as, named as the server names it. */
export function getExportFileName(kind: ReportExportKind, { period, year }: ReportParams): string {
  return `${kind}-${year === undefined ? '' : `${year}-`}${period}.csv`;
}
