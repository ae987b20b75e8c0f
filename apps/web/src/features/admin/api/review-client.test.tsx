import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, stubFetch } from '../../../test/render';
import { useReviewClient, type ClientReviewDecision } from './review-client';

afterEach(() => vi.unstubAllGlobals());

function renderReview(decision: ClientReviewDecision) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useReviewClient(decision), { wrapper }).result;
}

describe('useReviewClient', () => {
  it.each([
    ['approve', '/api/admin/approve-client/CL%200001'],
    ['reject', '/api/admin/reject-client/CL%200001'],
  ] as const)('posts the %s decision with its notes', async (decision, url) => {
    const fetchMock = stubFetch(() => ({ ok: true }));
    const result = renderReview(decision);

    await act(() =>
      result.current.mutateAsync({ clientId: 'CL 0001', input: { reviewNotes: 'Checked' } }),
    );

    const [calledUrl, init] = fetchMock.mock.calls[0]!;
    expect(calledUrl).toBe(url);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reviewNotes: 'Checked' });
  });
});
