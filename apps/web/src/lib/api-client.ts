import type { AppErrorBody, AppErrorCode } from '@paylab/shared';
import { toEntityTag } from '@paylab/shared/edit-versions';
import { reportSessionExpired } from './session-expiry';

/**
 * A non-OK answer becomes an ApiError whose message is "{status}: {body text}" (spec section 8);
 * screens show `userMessage` (the body's message) and `fields`, and switch on `code`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode | undefined;
  readonly userMessage: string | undefined;
  readonly fields: Record<string, string>;

  constructor(status: number, bodyText: string, body: Partial<AppErrorBody> | undefined) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.userMessage = body?.message;
    this.fields = body?.fields ?? {};
  }
}

/**
 * Reads a non-OK answer into an ApiError. UNAUTHENTICATED means the session is gone, so the app is
 * told to end its side of it too. Only the session guard answers that code: a wrong password is
 * INVALID_CREDENTIALS, and the session probe (/api/auth/me) answers 200 with null when signed out.
 *
 * When the signed-in layout takes that report, the session-ended flow is the whole answer: it clears
 * the cache and shows the sign-in page, which unmounts every screen that was waiting. So the call
 * never settles here, and no caller's error handling (a mutation's onError toast, a form message, a
 * query's error text) runs on its way out. Every API call reads its error through this function.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let parsed: Partial<AppErrorBody> | undefined;
  try {
    parsed = JSON.parse(text) as Partial<AppErrorBody>;
  } catch {
    parsed = undefined;
  }
  const error = new ApiError(response.status, text, parsed);
  // A fresh promise each time, so nothing keeps the abandoned callers alive.
  if (error.code === 'UNAUTHENTICATED' && reportSessionExpired())
    return new Promise<never>(() => {});
  return error;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `version`: the updatedAt of the record an edit was made from, sent as If-Match (ADR 0020). */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  version?: string,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(version === undefined ? {} : { 'If-Match': toEntityTag(version) }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The message a toast or form shows for a failed call: the server's words, never raw JSON. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage ?? fallback;
  return fallback;
}

/** Builds a query string from the defined values only. */
export function toQueryString(
  params: Record<string, string | number | boolean | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Triggers a browser download of a file the server renders (PDF, CSV, HTML). */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
