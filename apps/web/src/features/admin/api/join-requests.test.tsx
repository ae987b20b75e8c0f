import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFetchCall, renderHookWithQueryClient, stubFetch } from '../../../test/render';
import { useReviewJoinRequest } from './join-requests';

afterEach(() => vi.unstubAllGlobals());

describe('useReviewJoinRequest', () => {
  it.each([
    ['approve', '/api/admin/join-requests/req-1/approve'],
    ['reject', '/api/admin/join-requests/req-1/reject'],
  ] as const)('posts the %s decision with its notes', async (decision, url) => {
    const fetchMock = stubFetch(() => ({ ok: true }));
    const { result } = renderHookWithQueryClient(() => useReviewJoinRequest(decision));

    await act(() =>
      result.current.mutateAsync({ requestId: 'req-1', input: { reviewNotes: 'Called them' } }),
    );

    expect(readFetchCall(fetchMock)).toEqual({
      url,
      method: 'POST',
      body: { reviewNotes: 'Called them' },
    });
  });
});
