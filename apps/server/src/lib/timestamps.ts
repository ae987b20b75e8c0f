/** PostgreSQL's text for a timestamptz in a UTC session: "2025-03-01 09:30:00.123456+00". */
const UTC_TIMESTAMP_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/** Timestamps leave the API as ISO 8601 UTC (api-conventions: HTTP), whatever the driver's text. */
export function toIsoTimestamp(value: string | Date): string;
export function toIsoTimestamp(value: string | Date | null): string | null;
export function toIsoTimestamp(value: string | Date | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  // A list page converts a hundred of these: rewriting UTC text is cheaper than Date's parser, and
  // gives what toISOString does (milliseconds, truncated).
  const utc = UTC_TIMESTAMP_TEXT.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
