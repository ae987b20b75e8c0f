import type { FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Permission, SessionUser } from '@paylab/shared';
import type { ModuleRoutes } from './declare-routes';
import { readEditRequest, withEntityTag } from './edit-versions';
import {
  buildDeleteRecordSchema,
  buildGetRecordSchema,
  buildUpdateRecordSchema,
} from './record-route-schemas';
import { readDeleteRequest, readWriteRequest } from './write-requests';

interface RecordRoutesOptions<Params, RecordSchema> {
  /** The collection's path, `/api/clients`; one record is `<path>/:id`. */
  path: string;
  params: Params;
  /** The record as a read, a create and an edit answer it. */
  record: RecordSchema;
  read: Permission;
  write: Permission;
}

/**
 * A request the route's schemas validated. The routes below are declared over schemas typed as
 * FastifySchema, so the request is read in the shape the schemas give it; the services' types are
 * checked where the module declares the routes.
 */
type Validated<Shape> = FastifyRequest & Shape;
type RecordRequest<Body = unknown> = Validated<{ params: { id: string }; body: Body }>;

/**
 * The list, read, create, edit and delete routes of a versioned record (ADR 0020), each declared
 * with its own call so that a module's other routes keep their place among them. The statuses and
 * headers are the same for every such record: 201 for a create, the ETag on a read and an edit,
 * If-Match and 412 on the edit, the deleted id on a delete.
 */
export function declareRecordRoutes<
  Params extends z.ZodType<{ id: string }>,
  RecordSchema extends z.ZodType<{ updatedAt: string }>,
>(
  routes: ModuleRoutes,
  { path, params, record, read, write }: RecordRoutesOptions<Params, RecordSchema>,
) {
  type RecordAnswer = Promise<z.infer<RecordSchema>>;
  const recordPath = `${path}/:id`;
  const declare = (
    method: 'get' | 'post' | 'put' | 'delete',
    url: string,
    permission: Permission,
    schema: FastifySchema,
    handler: (request: FastifyRequest, reply: Parameters<typeof withEntityTag>[0]) => unknown,
  ) => routes[method](url, permission, schema, handler);
  return {
    list<Query extends z.ZodType, List extends z.ZodType>(
      { querystring, response }: { querystring: Query; response: List },
      list: (query: z.infer<Query>) => Promise<z.infer<List>>,
    ): void {
      declare('get', path, read, { querystring, response: { 200: response } }, async (request) =>
        list((request as Validated<{ query: z.infer<Query> }>).query),
      );
    },
    get(getRecord: (id: string) => RecordAnswer): void {
      declare(
        'get',
        recordPath,
        read,
        buildGetRecordSchema({ params, record }),
        async (request, reply) =>
          withEntityTag(reply, await getRecord((request as RecordRequest).params.id)),
      );
    },
    create<Body extends z.ZodType>(
      body: Body,
      create: (request: { actor: SessionUser; input: z.infer<Body> }) => RecordAnswer,
    ): void {
      declare('post', path, write, { body, response: { 201: record } }, async (request, reply) =>
        reply
          .status(201)
          .send(await create(readWriteRequest(request as Validated<{ body: z.infer<Body> }>))),
      );
    },
    update<Body extends z.ZodType>(
      body: Body,
      update: (request: ReturnType<typeof readEditRequest<z.infer<Body>>>) => RecordAnswer,
    ): void {
      declare(
        'put',
        recordPath,
        write,
        buildUpdateRecordSchema({ params, body, record }),
        async (request, reply) =>
          withEntityTag(
            reply,
            await update(readEditRequest(request as RecordRequest<z.infer<Body>>)),
          ),
      );
    },
    delete(deleteRecord: (request: { actor: SessionUser; id: string }) => Promise<{ id: string }>) {
      declare('delete', recordPath, write, buildDeleteRecordSchema({ params }), async (request) =>
        deleteRecord(readDeleteRequest(request as RecordRequest)),
      );
    },
  };
}
