import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFetchCall, renderHookWithQueryClient, stubFetch } from '../../../test/render';
import { useReviewClient } from './review-client';

afterEach(() => vi.unstubAllGlobals());

describe('useReviewClient', () => {
  it.each([
    ['approve', '/api/admin/approve-client/CL%200001'],
    ['reject', '/api/admin/reject-client/CL%200001'],
  ] as const)('posts the %s decision with its notes', async (decision, url) => {
    const fetchMock = stubFetch(() => ({ ok: true }));
    const { result } = renderHookWithQueryClient(() => useReviewClient(decision));

    await act(() =>
      result.current.mutateAsync({ clientId: 'CL 0001', input: { reviewNotes: 'Checked' } }),
    );

    expect(readFetchCall(fetchMock)).toEqual({
      url,
      method: 'POST',
      body: { reviewNotes: 'Checked' },
    });
  });
});
