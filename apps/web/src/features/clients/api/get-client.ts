import type { Client } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

/** One client as stored now, for an edit form reloading after someone else's change (ADR 0020). */
export function fetchClient(id: string): Promise<Client> {
  return apiRequest<Client>('GET', `/api/clients/${id}`);
}
