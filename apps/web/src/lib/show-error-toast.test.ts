import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showErrorToast } from './show-error-toast';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../components/ui/toast', () => ({ toast }));

afterEach(() => toast.mockReset());

describe('showErrorToast', () => {
  it("shows the server's own message when it sent one", () => {
    showErrorToast(
      'Failed to save',
      new ApiError(409, 'Conflict', { message: 'Changed by someone else.' }),
    );
    expect(toast).toHaveBeenCalledWith({
      title: 'Failed to save',
      description: 'Changed by someone else.',
      variant: 'destructive',
    });
  });

  it('falls back to "Please try again." for an error without a message', () => {
    showErrorToast('Failed to save', new Error('network down'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Failed to save',
      description: 'Please try again.',
      variant: 'destructive',
    });
  });

  it("uses the caller's fallback where one is given", () => {
    showErrorToast('Failed to calculate', new Error('boom'), 'Check the hours.');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Check the hours.' }),
    );
  });
});
