import type { JsonSchema } from './json-schema-arbitrary';

/** The parts of an OpenAPI 3.0 document the contract test reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiMedia {
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, { content?: Record<string, OpenApiMedia> }>;
  security?: Record<string, unknown>[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the document, with what the test needs to build its requests. */
export interface DocumentedOperation {
  /** "POST /api/invoices/{id}/payments" */
  name: string;
  method: HttpMethod;
  path: string;
  /** The route as Fastify writes it ("/api/invoices/:id/payments"), to find its permission. */
  routeUrl: string;
  parameters: OpenApiParameter[];
  body?: { schema: JsonSchema; isRequired: boolean };
  responses: OpenApiOperation['responses'];
  /** The document names a security scheme: without a session the answer is 401. */
  isProtected: boolean;
}

/** Every operation under /api except the document's own pages. */
export function listDocumentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(pathItem)) {
      const jsonBody = operation.requestBody?.content['application/json']?.schema;
      if (operation.requestBody && !jsonBody)
        throw new Error(`${method} ${path}: the contract test sends JSON bodies only`);
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as HttpMethod,
        path,
        routeUrl: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters: operation.parameters ?? [],
        body: jsonBody
          ? { schema: jsonBody, isRequired: Boolean(operation.requestBody?.required) }
          : undefined,
        responses: operation.responses,
        isProtected: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The value of a parameter as it travels in a URL or header. */
export function toParameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The request path with its parameters filled in and the query appended. */
export function buildUrl(
  operation: DocumentedOperation,
  pathValues: Record<string, unknown>,
  queryValues: Record<string, unknown>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(toParameterText(pathValues[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(queryValues)) {
    if (value !== undefined) query.append(name, toParameterText(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
