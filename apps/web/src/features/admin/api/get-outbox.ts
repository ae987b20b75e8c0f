import { useQuery } from '@tanstack/react-query';
import type { OutboxMessageList } from '@paylab/shared';
import { getPagedListQueryOptions } from '../../../lib/query-helpers';

export const OUTBOX_PAGE_SIZE = 20;

export const getOutboxQueryOptions = (params: { page: number }) =>
  getPagedListQueryOptions<OutboxMessageList, { page: number }>(
    '/api/admin/outbox',
    params,
    OUTBOX_PAGE_SIZE,
  );

export function useOutbox(params: { page: number }) {
  return useQuery(getOutboxQueryOptions(params));
}
