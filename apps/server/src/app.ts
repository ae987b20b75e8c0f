import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { DatabaseHandle } from '@paylab/db';
import { AppError } from '@paylab/shared';
import { toAddressGroup } from './lib/address-group';
import { transformRouteDocument } from './lib/document-transform';
import { createSendMail } from './lib/mail';
import { createRequestLimitStore } from './lib/request-limit-store';
import type { ProxyTrust, ServerConfig } from './env';
import type { RegisteredRoute } from './types';
import {
  answerClientError,
  answerRouterError,
  answerUnroutedApiRequest,
  MAX_PATH_PARAMETER_LENGTH,
} from './plugins/answer-unrouted';
import { registerRefusalDocs, SESSION_SECURITY_SCHEME } from './plugins/document-refusals';
import { registerErrorHandler } from './plugins/error-handler';
import { registerUnstorableTextGuard } from './plugins/refuse-unstorable-text';
import { registerSessionGuard } from './plugins/session';
import { registerModules } from './modules';
import './types';

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: ServerConfig;
  logger?: boolean;
}

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Left out on purpose: over plain HTTP it would blank the app (issue 2, item 4).
  upgradeInsecureRequests: null,
};

/**
 * The client is the address the trusted proxy added last to X-Forwarded-For; any entry before it
 * came from the client and could be forged to dodge the sign-in throttles. A list lets Fastify skip
 * each listed proxy in a chain.
 */
function toFastifyTrustProxy(trust: ProxyTrust) {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'next-hop') return (_address: string, hop: number) => hop === 0;
  return trust.addresses.join(',');
}

/** Where the built SPA lives: beside the server's dist in the repo, or WEB_DIST. */
function findWebDist(config: ServerConfig): string | undefined {
  if (config.webDist) return resolve(config.webDist);
  const here = dirname(fileURLToPath(import.meta.url));
  const candidate = resolve(here, '../../web/dist');
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
}

export async function buildApp({
  database,
  config,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Built once (ADR 0023): @fastify/helmet builds this middleware again for every request. The
  // directives are fixed strings, so helmet's one error path (a directive computed per request) is
  // closed and its callback never carries an error.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    hsts: config.isCookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: toFastifyTrustProxy(config.proxyTrust),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    clientErrorHandler: answerClientError,
    // No hook runs for these, so the security headers are set here.
    frameworkErrors: (error, request, reply) =>
      setSecurityHeaders(request.raw, reply.raw, () => void answerRouterError(error, reply)),
  });
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('databaseKind', database.kind);
  app.decorate('sendMail', createSendMail(config));
  // API docs are for staff: every /api route needs a session (architecture: Roles).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs'))
      route.config = { ...(route.config ?? {}), permission: 'read:api-docs' };
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      registeredRoutes.push({
        method,
        url: route.url,
        config: (route.config ?? {}) as RegisteredRoute['config'],
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty body with a JSON content type counts as no body (api-conventions: HTTP).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
    }
  });

  registerErrorHandler(app);
  await app.register(cookie);
  app.addHook('onRequest', (request, reply, done) => {
    // Every API answer may carry personal or payroll data, so no browser or proxy keeps a copy
    // (issue 26, item 8). The matched route, not the raw URL, decides: /%61pi/... is an API path too.
    if (request.routeOptions.url?.startsWith('/api/')) reply.header('cache-control', 'no-store');
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  // Per-route limits only (config.rateLimit): the routes that hash a password before answering.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => toAddressGroup(request.ip),
    ...(database.kind === 'postgres' ? { store: createRequestLimitStore(database.db) } : {}),
    errorResponseBuilder: () =>
      new AppError(
        'RATE_LIMITED',
        'Too many requests from this network. Please wait a minute and try again.',
      ),
  });
  registerSessionGuard(app);
  registerUnstorableTextGuard(app);

  registerRefusalDocs(app);
  await app.register(swagger, {
    openapi: {
      components: { securitySchemes: SESSION_SECURITY_SCHEME },
      info: {
        title: 'PayLab API',
        version: '0.1.0',
        description: 'Educational payroll and client billing (2025 US tax year).',
      },
    },
    transform: transformRouteDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerModules(app);

  const webDist = findWebDist(config);
  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const hasExtension = /\.[A-Za-z0-9]+$/.test(path);
    if (isApi) return answerUnroutedApiRequest(request, reply, registeredRoutes, path);
    if (hasExtension || (request.method !== 'GET' && request.method !== 'HEAD') || !webDist) {
      return reply
        .status(404)
        .send(
          new AppError('NOT_FOUND', `Not found: no ${request.method} route at this path`).toBody(),
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
