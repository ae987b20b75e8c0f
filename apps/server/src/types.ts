import type { DatabaseHandle } from '@paylab/db';
import type { Permission, SessionUser } from '@paylab/shared';
import type { ServerConfig } from './env';
import type { SendMail } from './lib/mail';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    config: ServerConfig;
    databaseKind: DatabaseHandle['kind'];
    sendMail: SendMail;
    /** Every route as registered, for the route-walk security test. */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, set by the session plugin; null when signed out. */
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** The permission a route needs (packages/shared/src/permissions.ts). */
    permission?: Permission;
    /** Public routes: exactly the ones api-conventions lists. */
    isPublic?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  config: { permission?: Permission; isPublic?: boolean };
}
