import type { z } from 'zod';
import {
  editVersionHeadersSchema,
  errorBodySchema,
  idResponseSchema,
  staleEditResponseSchema,
  withEntityTagHeader,
} from '@paylab/shared';

// The schemas of the routes that read, edit and delete one record by id. They carry the versioning
// contract of ADR 0020 (ETag on GET and PUT, If-Match and 412 on PUT), so that every editable
// record states it the same way and the API's docs show it for each.

interface RecordRoute<Params extends z.ZodType> {
  params: Params;
}

/** GET one record, sent with its version as the ETag for the If-Match of the edit that follows. */
export function buildGetRecordSchema<Params extends z.ZodType, Record extends z.ZodType>({
  params,
  record,
}: RecordRoute<Params> & { record: Record }) {
  return { params, response: { 200: withEntityTagHeader(record) } };
}

/** PUT one record made from the version If-Match names; a stale one is answered 412. */
export function buildUpdateRecordSchema<
  Params extends z.ZodType,
  Body extends z.ZodType,
  Record extends z.ZodType,
>({ params, body, record }: RecordRoute<Params> & { body: Body; record: Record }) {
  return {
    params,
    headers: editVersionHeadersSchema,
    body,
    response: { 200: withEntityTagHeader(record), 412: staleEditResponseSchema },
  };
}

/** DELETE one record, answered with the id it removed. */
export function buildDeleteRecordSchema<Params extends z.ZodType>({ params }: RecordRoute<Params>) {
  return { params, response: { 200: idResponseSchema } };
}

/**
 * The 404 of a route whose body names a record by id (an employee to pay), which the API document
 * lists only for ids in the path unless the route says so (issue 26, item 10).
 */
export const unknownEmployeeResponse = errorBodySchema.describe(
  'No employee has the employeeId the body names',
);
