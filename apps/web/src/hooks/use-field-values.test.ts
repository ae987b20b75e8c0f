import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldValues } from './use-field-values';

describe('useFieldValues', () => {
  it('changes one field and keeps the others', () => {
    const { result } = renderHook(() => useFieldValues({ username: '', password: '' }));

    act(() => result.current.setValue('username', 'ada'));
    act(() => result.current.setValue('password', 'secret'));
    act(() => result.current.setValue('username', 'grace'));

    expect(result.current.values).toEqual({ username: 'grace', password: 'secret' });
  });

  it('resets to the values it started with, not to later ones passed in', () => {
    const { result, rerender } = renderHook(({ start }) => useFieldValues({ email: start }), {
      initialProps: { start: 'first@example.com' },
    });

    act(() => result.current.setValue('email', 'typed@example.com'));
    rerender({ start: 'second@example.com' });
    act(() => result.current.reset());

    expect(result.current.values).toEqual({ email: 'first@example.com' });
  });
});
