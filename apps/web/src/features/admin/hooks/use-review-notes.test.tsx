import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_NOTES_REQUIRED, useReviewNotes } from './use-review-notes';

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
});
