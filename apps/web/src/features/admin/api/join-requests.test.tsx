import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, stubFetch } from '../../../test/render';
import { useReviewJoinRequest } from './join-requests';

afterEach(() => vi.unstubAllGlobals());

describe('useReviewJoinRequest', () => {
  it.each([
    ['approve', '/api/admin/join-requests/req-1/approve'],
    ['reject', '/api/admin/join-requests/req-1/reject'],
  ] as const)('posts the %s decision with its notes', async (decision, url) => {
    const fetchMock = stubFetch(() => ({ ok: true }));
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useReviewJoinRequest(decision), { wrapper });

    await act(() =>
      result.current.mutateAsync({ requestId: 'req-1', input: { reviewNotes: 'Called them' } }),
    );

    const [calledUrl, init] = fetchMock.mock.calls[0]!;
    expect(calledUrl).toBe(url);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reviewNotes: 'Called them' });
  });
});
