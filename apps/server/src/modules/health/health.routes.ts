import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { isPublic: true },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
}
