import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFetchCall, renderHookWithQueryClient, stubFetch } from '../../../test/render';
import { useReviewJoinRequest } from './join-requests';
import { useReviewClient } from './review-client';

afterEach(() => vi.unstubAllGlobals());

type Decision = 'approve' | 'reject';

/** Renders a review mutation and sends one decision through it. */
async function sendDecision<TVariables>(
  useDecision: () => { mutateAsync(variables: TVariables): Promise<unknown> },
  variables: TVariables,
) {
  const { result } = renderHookWithQueryClient(useDecision);
  await act(() => result.current.mutateAsync(variables));
}

const reviewClient = (decision: Decision) =>
  sendDecision(() => useReviewClient(decision), {
    clientId: 'CL 0001',
    input: { reviewNotes: 'Checked' },
  });

const reviewJoin = (decision: Decision) =>
  sendDecision(() => useReviewJoinRequest(decision), {
    requestId: 'req-1',
    input: { reviewNotes: 'Called them' },
  });

describe('review decisions (useReviewClient, useReviewJoinRequest)', () => {
  it.each([
    ['client', reviewClient, 'approve', '/api/admin/approve-client/CL%200001', 'Checked'],
    ['client', reviewClient, 'reject', '/api/admin/reject-client/CL%200001', 'Checked'],
    ['join', reviewJoin, 'approve', '/api/admin/join-requests/req-1/approve', 'Called them'],
    ['join', reviewJoin, 'reject', '/api/admin/join-requests/req-1/reject', 'Called them'],
  ] as const)(
    'a %s review posts the %s decision with its notes',
    async (_, review, decision, url, notes) => {
      const fetchMock = stubFetch(() => ({ ok: true }));

      await review(decision);

      expect(readFetchCall(fetchMock)).toEqual({
        url,
        method: 'POST',
        body: { reviewNotes: notes },
      });
    },
  );
});
