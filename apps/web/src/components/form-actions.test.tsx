import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('cancels without submitting, and submits the form it stands in', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <FormActions onCancel={onCancel} isPending={false}>
          Mark as filed
        </FormActions>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as filed' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says "Saving..." while the request runs, or the pending label given', () => {
    const { rerender } = render(
      <FormActions onCancel={vi.fn()} isPending>
        Save
      </FormActions>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDefined();
    rerender(
      <FormActions
        onCancel={vi.fn()}
        isPending
        pendingLabel="Voiding..."
        submitVariant="destructive"
      >
        Void paycheck
      </FormActions>,
    );
    expect(screen.getByRole('button', { name: 'Voiding...' })).toBeDefined();
  });
});
