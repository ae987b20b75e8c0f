import { z } from 'zod';

/**
 * `GET /api/dashboard/metrics` (spec section 3): the spec's four figures for the current calendar
 * month by pay date (ADR 0034), plus the month and the active count for context.
 */
export const dashboardMetricsSchema = z.object({
  totalEmployees: z.number().int(),
  activeEmployees: z.number().int(),
  monthlyGross: z.string(),
  /** Federal income tax withheld including extra withholding (W-2 box 2 sense). */
  federalTaxes: z.string(),
  netPay: z.string(),
  month: z.string(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
