import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorCode } from '@paylab/shared';
import type { RegisteredRoute } from '../types';

/**
 * Answers for requests no route takes, in the app's error format and without echoing the URL
 * (issue 26, item 11): an answer that repeats a hostile path invites reflected content.
 */

function toPathPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return '[^/]+';
      if (part === '*') return '.*';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** The methods some route takes at this path, in registration order. */
export function findAllowedMethods(routes: readonly RegisteredRoute[], path: string): string[] {
  const methods = routes
    .filter((route) => toPathPattern(route.url).test(path))
    .map((route) => route.method);
  return [...new Set(methods)];
}

/** An API path no route answers: 405 with `Allow` when other methods take it, else 404. */
export function answerUnroutedApiRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  routes: readonly RegisteredRoute[],
  path: string,
) {
  const allowed = findAllowedMethods(routes, path);
  // The method is taken here, yet no route matched: a parameter past the router's length limit.
  if (allowed.length === 0 || allowed.includes(request.method)) {
    return reply
      .status(404)
      .send(
        new AppError('NOT_FOUND', `Not found: no ${request.method} route at this path`).toBody(),
      );
  }
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send(
      new AppError(
        'METHOD_NOT_ALLOWED',
        `${request.method} is not allowed at this path; it takes ${allowed.join(', ')}`,
      ).toBody(),
    );
}

/**
 * The longest path parameter (decoded) the router passes on: twice the longest any route's schema
 * takes (a 100-character idempotency key). A parameter a little too long is the schema's to refuse,
 * with 400 naming the field after the session check, as the API document says; only one far too
 * long is cut off here, before any route runs.
 */
export const MAX_PATH_PARAMETER_LENGTH = 200;

/**
 * Fastify's router refuses a malformed or over-long path before any route runs; its default
 * answer repeats the path in its own format (`frameworkErrors` replaces it).
 */
export function answerRouterError(error: { code: string }, reply: FastifyReply) {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError(
          'URI_TOO_LONG',
          `A part of the path is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`,
        )
      : new AppError('BAD_REQUEST', 'The URL is not valid');
  return reply.status(appError.status).send(appError.toBody());
}

const CLIENT_ERROR_CODES: Record<string, AppErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

const CLIENT_ERROR_MESSAGES: Partial<Record<AppErrorCode, string>> = {
  HEADERS_TOO_LARGE: 'The URL or the headers are too long',
  REQUEST_TIMEOUT: 'The request did not arrive in time',
};

/**
 * Node answers an unparsable request (a URL past its header limit, say) before any route or hook
 * runs; Fastify's default body is its own format. This writes the app's instead.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CLIENT_ERROR_CODES[error.code ?? ''] ?? 'BAD_REQUEST';
  const appError = new AppError(code, CLIENT_ERROR_MESSAGES[code] ?? 'The request is malformed');
  const body = JSON.stringify(appError.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
