import type { FastifyInstance } from 'fastify';
import { dashboardMetricsSchema } from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { readPayrollCalendar } from '../../lib/working-today';
import { getDashboardMetrics } from './get-dashboard-metrics';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'dashboard');

  routes.get(
    '/api/dashboard/metrics',
    'read:dashboard',
    { response: { 200: dashboardMetricsSchema } },
    async () =>
      getDashboardMetrics(app.db, {
        now: new Date(),
        calendar: await readPayrollCalendar(app.db),
      }),
  );
}
