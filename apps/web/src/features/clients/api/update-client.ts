import type { Client, UpdateClientInput } from '@paylab/shared';
import { useVersionedUpdate } from '../../../hooks/use-versioned-update';
import { invalidateClientQueries } from './get-clients';

export function useUpdateClient() {
  return useVersionedUpdate<UpdateClientInput, Client>('/api/clients', invalidateClientQueries);
}
