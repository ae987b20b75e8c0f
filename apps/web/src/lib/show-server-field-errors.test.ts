import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors, showSubmitErrors } from './show-server-field-errors';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../components/ui/toast', () => ({ toast }));

afterEach(() => toast.mockReset());

const refusal = new ApiError(400, 'Bad Request', {
  message: 'Check the form.',
  fields: { reason: 'Too long', other: 'Not on this form' },
});

describe('showServerFieldErrors', () => {
  it('sets each field message, focusing the first, within the named fields', () => {
    const setError = vi.fn();
    showServerFieldErrors(setError, refusal, ['reason']);
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'reason',
      { message: 'Too long' },
      { shouldFocus: true },
    );
  });
});

describe('showSubmitErrors', () => {
  it('puts the field messages beside their fields and toasts what failed', () => {
    const setError = vi.fn();
    showSubmitErrors(setError, 'Failed to void paycheck', refusal);
    expect(setError).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith({
      title: 'Failed to void paycheck',
      description: 'Check the form.',
      variant: 'destructive',
    });
  });

  it('only toasts, with the fallback, when the failure is not a refusal', () => {
    const setError = vi.fn();
    showSubmitErrors(setError, 'Failed to calculate payroll', new Error('offline'), 'Check hours.');
    expect(setError).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Check hours.' }));
  });
});
