/**
 * A key per intended write (a pay run, a payment): retrying the same submit answers with the first
 * result instead of writing twice (api-conventions, docs/decisions/0008).
 */
export function createIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
