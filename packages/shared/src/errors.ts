/**
 * The one error type of PayLab. Codes form a closed list; each maps to one HTTP status. The web
 * client switches on `code`, never on message text (docs/decisions/0004-one-error-type.md).
 */
export const APP_ERROR_HTTP_STATUS = {
  /** A field failed validation; `fields` names each one. */
  VALIDATION_FAILED: 400,
  /** The body is not JSON, or is too large. */
  BAD_REQUEST: 400,
  /** No session, or it expired. */
  UNAUTHENTICATED: 401,
  /** Username or password wrong. */
  INVALID_CREDENTIALS: 401,
  /** Signed in, but the role lacks the permission (or a client is not yet approved). */
  FORBIDDEN: 403,
  /** A cross-site write carrying the session cookie. */
  CROSS_SITE_REQUEST: 403,
  /** Unknown id, or a record the caller may not see. */
  NOT_FOUND: 404,
  /** The path exists, but not for this method; the `Allow` header lists those it takes. */
  METHOD_NOT_ALLOWED: 405,
  /** The connection sent no complete request in time. */
  REQUEST_TIMEOUT: 408,
  /** A duplicate, or a change refused because of stored data. */
  CONFLICT: 409,
  /** An edit made from a version of the record that someone else has since changed (If-Match, ADR 0020). */
  PRECONDITION_FAILED: 412,
  /** The request body exceeds the limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** A part of the path is longer than any route's parameter takes. */
  URI_TOO_LONG: 414,
  /** Too many failed sign-ins. */
  RATE_LIMITED: 429,
  /** The URL or the headers are longer than the server reads. */
  HEADERS_TOO_LARGE: 431,
  /** A bug: never the answer to bad input. */
  INTERNAL: 500,
  /** The database cannot be reached. */
  SERVICE_UNAVAILABLE: 503,
  /** Every database connection is taken; `Retry-After` says when to try again. */
  SERVER_BUSY: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_HTTP_STATUS;

export interface AppErrorBody {
  code: AppErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return APP_ERROR_HTTP_STATUS[this.code];
  }

  toBody(): AppErrorBody {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }

  /** A validation error naming one field. */
  static field(field: string, message: string): AppError {
    return new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
}

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && value in APP_ERROR_HTTP_STATUS;
}
