import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, readIfMatch, toEntityTag } from '@paylab/shared';
import { toIsoTimestamp } from './timestamps';
import { readUpdateRequest } from './write-requests';

/**
 * What the PUT of one record gives its update service: who edits, which record, the validated body,
 * and the versions the edit may be made from (If-Match; null when any will do).
 */
export function readEditRequest<Input>(
  request: FastifyRequest & { params: { id: string }; body: Input },
) {
  return {
    ...readUpdateRequest(request),
    acceptedVersions: readIfMatch(request.headers['if-match']),
  };
}

/**
 * Refuses an edit made from a version other than the stored one (ADR 0020). Called after the row is
 * locked, so no other edit can land between the check and the write. `acceptedVersions` is null
 * when the request named none: the spec's client and scripts still write without one.
 */
export function assertEditedVersion(
  acceptedVersions: string[] | null,
  storedUpdatedAt: string,
  recordName: string,
): void {
  if (acceptedVersions === null || acceptedVersions.includes(toIsoTimestamp(storedUpdatedAt)))
    return;
  throw new AppError(
    'PRECONDITION_FAILED',
    `Someone else changed this ${recordName} after you opened it. Reload it to see their changes, then make yours again.`,
  );
}

/** Sends a record with its version as the ETag, for the If-Match of the edit that follows. */
export function withEntityTag<Record extends { updatedAt: string }>(
  reply: FastifyReply,
  record: Record,
): Record {
  void reply.header('etag', toEntityTag(record.updatedAt));
  return record;
}
