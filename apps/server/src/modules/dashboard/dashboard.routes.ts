import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardMetricsSchema } from '@paylab/shared';
import { getDashboardMetrics } from './get-dashboard-metrics';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/dashboard/metrics',
    {
      config: { permission: 'read:dashboard' },
      schema: { tags: ['dashboard'], response: { 200: dashboardMetricsSchema } },
    },
    async () => getDashboardMetrics(app.db, { now: new Date() }),
  );
}
