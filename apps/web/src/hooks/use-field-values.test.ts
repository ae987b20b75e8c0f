import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { useFieldValues } from './use-field-values';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../components/ui/toast', () => ({ toast }));

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

  it("puts a refusal's field messages beside their fields, and leaves them for another failure", () => {
    const { result } = renderHook(() => useFieldValues({ username: '', email: '' }));

    act(() =>
      result.current.showSubmitErrors(
        'Failed to create admin user',
        new ApiError(409, '', { code: 'CONFLICT', fields: { email: 'Email already in use' } }),
      ),
    );
    expect(result.current.errors).toEqual({ email: 'Email already in use' });
    act(() => result.current.showSubmitErrors('Failed to create admin user', new TypeError('x')));
    expect(result.current.errors).toEqual({ email: 'Email already in use' });
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Failed to create admin user', variant: 'destructive' }),
    );

    act(() => result.current.setValue('email', 'ada@example.com'));
    expect(result.current.fieldProps).toMatchObject({
      values: { username: '', email: 'ada@example.com' },
      errors: { email: 'Email already in use' },
    });
  });
});
