import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '@paylab/shared';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A handler whose request and reply are typed from the route's zod schemas. */
export type RouteHandler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/** The route options beside the schema that a few routes change (a pay run's large body). */
interface RouteLimits {
  bodyLimit?: number;
}

/**
 * Declares a module's /api routes, each under the module's OpenAPI tag. A route cannot be declared
 * without the permission it needs: the session guard (plugins/session.ts) reads it from the route's
 * config and answers 401 or 403 before the handler runs.
 */
export function declareRoutes(app: FastifyInstance, tag: string) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const declareMethod =
    (method: HttpMethod) =>
    <const Schema extends FastifySchema>(
      url: string,
      permission: Permission,
      schema: Schema,
      handler: RouteHandler<Schema>,
      limits: RouteLimits = {},
    ): void => {
      api.route<RouteGenericInterface, ContextConfigDefault, Schema>({
        method,
        url,
        config: { permission },
        schema: { tags: [tag], ...schema },
        handler,
        ...limits,
      });
    };
  return {
    get: declareMethod('GET'),
    post: declareMethod('POST'),
    put: declareMethod('PUT'),
    patch: declareMethod('PATCH'),
    delete: declareMethod('DELETE'),
  };
}

/** What declareRoutes answers: a declare function per HTTP method. */
export type ModuleRoutes = ReturnType<typeof declareRoutes>;
