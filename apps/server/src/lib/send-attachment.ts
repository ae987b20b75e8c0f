import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

const FILE_KINDS = {
  pdf: { mediaType: 'application/pdf', schema: z.string().meta({ format: 'binary' }) },
  csv: { mediaType: 'text/csv', schema: z.string() },
  html: { mediaType: 'text/html', schema: z.string() },
} as const;

/**
 * The 200 answer of a route that sends a file, for the API document: its media type with a binary
 * or text body, not the JSON a schema-less answer is shown as (issue 26, item 10). The bytes are
 * sent as they are; no serializer reads this schema.
 */
export function fileResponseSchema(kind: keyof typeof FILE_KINDS) {
  const { mediaType, schema } = FILE_KINDS[kind];
  return {
    200: {
      description: `The ${kind.toUpperCase()} file, sent as an attachment (Content-Disposition names it)`,
      content: { [mediaType]: { schema } },
    },
  };
}

/** A file to save: its bytes (or a stream of them, for a report too large to hold), type and name. */
export interface Attachment {
  body: string | Uint8Array | Readable;
  contentType: string;
  fileName: string;
}

/**
 * Sends a download: the browser saves it under `fileName`. No cache keeps it: every /api answer
 * carries `Cache-Control: no-store` from the app's request hook (app.ts).
 */
export function sendAttachment(reply: FastifyReply, { body, contentType, fileName }: Attachment) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body instanceof Uint8Array ? Buffer.from(body) : body);
}
