import type { FastifyRequest } from 'fastify';
import { requireUser } from '../plugins/session';

// What a write route gives its service, beside readEditRequest (edit-versions.ts) for the PUT of one
// record: the signed-in actor for the audit row, and what the request names.

/** A create, or an update of a record the path does not name: who writes, and the validated body. */
export function readWriteRequest<Input>(request: FastifyRequest & { body: Input }) {
  return { actor: requireUser(request), input: request.body };
}

/** An update of the record the path names, over any stored version: who, which, and the validated body. */
export function readUpdateRequest<Input>(
  request: FastifyRequest & { params: { id: string }; body: Input },
) {
  return { actor: requireUser(request), id: request.params.id, input: request.body };
}

/** The DELETE of one record: who deletes, and the id the path names. */
export function readDeleteRequest(request: FastifyRequest & { params: { id: string } }) {
  return { actor: requireUser(request), id: request.params.id };
}
