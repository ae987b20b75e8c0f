import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithQueryClient } from '../test/render';
import { useInvalidatingMutation } from './use-invalidating-mutation';

function renderMutation(mutationFn: (value: number) => Promise<number>) {
  const invalidate = vi.fn(() => Promise.resolve());
  const { result, queryClient } = renderHookWithQueryClient(() =>
    useInvalidatingMutation(mutationFn, invalidate),
  );
  return { result, invalidate, queryClient };
}

describe('useInvalidatingMutation', () => {
  it('hands the query client to invalidate once the write succeeds', async () => {
    const { result, invalidate, queryClient } = renderMutation((value) =>
      Promise.resolve(value * 2),
    );

    await act(() => result.current.mutateAsync(21));

    await waitFor(() => expect(result.current.data).toBe(42));
    expect(invalidate).toHaveBeenCalledExactlyOnceWith(queryClient);
  });

  it('leaves the reads alone when the write fails', async () => {
    const { result, invalidate } = renderMutation(() => Promise.reject(new Error('refused')));

    act(() => result.current.mutate(1));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
