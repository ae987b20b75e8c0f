import type { FastifyReply } from 'fastify';

/**
 * Sends a download: the browser saves it under `fileName`, and no cache keeps it, since tax forms
 * and invoices carry pay and billing figures.
 */
export function sendAttachment(
  reply: FastifyReply,
  body: string | Uint8Array,
  contentType: string,
  fileName: string,
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(typeof body === 'string' ? body : Buffer.from(body));
}
