import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayrollReport, ReportPeriod } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** The viewer's time zone: the report's months begin at their midnight. */
export function getViewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const getPayrollReportQueryOptions = (period: ReportPeriod, timeZone: string) =>
  queryOptions({
    queryKey: ['/api/reports/payroll', { period, timeZone }],
    queryFn: () =>
      apiRequest<PayrollReport>(
        'GET',
        `/api/reports/payroll${toQueryString({ period, timeZone })}`,
      ),
    // Figures follow payroll written on other screens: fetch afresh whenever the screen opens.
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export function usePayrollReport(period: ReportPeriod, timeZone: string) {
  return useQuery(getPayrollReportQueryOptions(period, timeZone));
}

export type ReportExportKind =
  'payroll-summary' | 'department-summary' | 'state-withholding' | 'deductions';

export function getExportUrl(
  kind: ReportExportKind,
  period: ReportPeriod,
  timeZone: string,
): string {
  return `/api/reports/export/${kind}${toQueryString({ period, timeZone })}`;
}
