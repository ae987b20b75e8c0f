import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

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
