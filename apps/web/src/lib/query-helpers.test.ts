import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, stubFetch } from '../test/render';
import { getReadQueryOptions } from './query-helpers';

afterEach(() => vi.unstubAllGlobals());

describe('getReadQueryOptions', () => {
  it('caches under the path and fetches it', async () => {
    const fetchMock = stubFetch(() => ({ total: 3 }));
    const options = getReadQueryOptions<{ total: number }>('/api/admin/stats');

    expect(options.queryKey).toEqual(['/api/admin/stats']);
    await expect(createTestQueryClient().fetchQuery(options)).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/stats',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('fetches the given url while keeping the path as the key', async () => {
    const fetchMock = stubFetch(() => ({ items: [] }));
    const options = getReadQueryOptions('/api/admin/users', '/api/admin/users?pageSize=500');

    expect(options.queryKey).toEqual(['/api/admin/users']);
    await createTestQueryClient().fetchQuery(options);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/users?pageSize=500');
  });
});
