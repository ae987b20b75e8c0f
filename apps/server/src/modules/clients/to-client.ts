import type { clients } from '@paylab/db';
import type { Client } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

export function toClient(row: typeof clients.$inferSelect): Client {
  return {
    ...row,
    status: row.status as Client['status'],
    approvedAt: toIsoTimestamp(row.approvedAt),
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}
