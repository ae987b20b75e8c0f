import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_NOTES_REQUIRED, useReviewNotes, type ReviewCallbacks } from './use-review-notes';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../../components/ui/toast', () => ({ toast }));

afterEach(() => toast.mockReset());

const TOASTS = {
  done: 'Client access approved',
  subject: 'Harbor Books',
  failed: 'Failed to approve',
};

describe('useReviewNotes', () => {
  it('refuses blank notes with the spec message, then gives the trimmed text once typed', () => {
    const { result } = renderHook(() => useReviewNotes());
    let taken: string | null = 'unset';
    act(() => {
      taken = result.current.take('a');
    });
    expect(taken).toBeNull();
    expect(result.current.errorOf('a')).toBe(REVIEW_NOTES_REQUIRED);

    act(() => result.current.set('a', '  Called the owner  '));
    act(() => {
      taken = result.current.take('a');
    });
    expect(taken).toBe('Called the owner');
    expect(result.current.errorOf('a')).toBeUndefined();
    expect(result.current.valueOf('b')).toBe('');

    act(() => result.current.clear('a'));
    expect(result.current.valueOf('a')).toBe('');
  });

  it('sends no decision without notes, and clears the notes once one is sent', () => {
    const { result } = renderHook(() => useReviewNotes());
    const send = vi.fn<(reviewNotes: string, callbacks: ReviewCallbacks) => void>();

    act(() => result.current.decide('a', send, TOASTS));
    expect(send).not.toHaveBeenCalled();

    act(() => result.current.set('a', '  Checked the EIN  '));
    act(() => result.current.decide('a', send, TOASTS));
    expect(send).toHaveBeenCalledExactlyOnceWith('Checked the EIN', expect.anything());
    expect(result.current.valueOf('a')).toBe('  Checked the EIN  ');

    act(() => send.mock.calls[0]![1].onSuccess());
    expect(result.current.valueOf('a')).toBe('');
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Client access approved', description: 'Harbor Books' }),
    );
  });

  it('keeps the notes and says what failed when the decision is refused', () => {
    const { result } = renderHook(() => useReviewNotes());
    const send = vi.fn<(reviewNotes: string, callbacks: ReviewCallbacks) => void>();
    act(() => result.current.set('a', 'Checked'));
    act(() => result.current.decide('a', send, TOASTS));

    act(() => send.mock.calls[0]![1].onError(new Error('offline')));
    expect(result.current.valueOf('a')).toBe('Checked');
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Failed to approve', variant: 'destructive' }),
    );
  });
});
