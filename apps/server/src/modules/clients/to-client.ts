import type { clients } from '@paylab/db';
import type { Client } from '@paylab/shared';

/** Timestamps leave the API as ISO 8601 UTC (api-conventions: HTTP), whatever the driver's text. */
export function toIsoTimestamp(value: string): string;
export function toIsoTimestamp(value: string | null): string | null;
export function toIsoTimestamp(value: string | null): string | null {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function toClient(row: typeof clients.$inferSelect): Client {
  return {
    ...row,
    status: row.status as Client['status'],
    approvedAt: toIsoTimestamp(row.approvedAt),
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}
