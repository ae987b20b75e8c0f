/**
 * An edit carries the version of the record it was made from (ADR 0020). A record's version is its
 * `updatedAt`, sent as a strong entity tag: `ETag` on the answers that show the record, `If-Match`
 * on the PUT that edits it. A stale one is refused with PRECONDITION_FAILED instead of overwriting
 * someone else's change.
 */
export function toEntityTag(version: string): string {
  return `"${version}"`;
}

/**
 * The versions an If-Match header accepts, or null when any version will do (no header, or `*`).
 * A weak tag (W/"...") never matches: If-Match compares strongly (RFC 9110, section 13.1.1).
 */
export function readIfMatch(header: string | undefined): string[] | null {
  if (header === undefined || header.trim() === '*') return null;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !tag.startsWith('W/'))
    .map((tag) =>
      tag.length >= 2 && tag.startsWith('"') && tag.endsWith('"') ? tag.slice(1, -1) : tag,
    );
}
