import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { SubmitButton, type SubmitButtonProps } from './submit-button';

export interface FormActionsProps {
  onCancel(): void;
  isPending: boolean;
  /** What the submit button reads while the form's request runs; `Saving...` by default. */
  pendingLabel?: ReactNode;
  /** `destructive` where submitting takes something away, e.g. voiding a paycheck. */
  submitVariant?: SubmitButtonProps['variant'];
  /** The submit button's words. */
  children: ReactNode;
}

/** Cancel and submit at the foot of a form, on the right. */
export function FormActions({
  onCancel,
  isPending,
  pendingLabel = 'Saving...',
  submitVariant,
  children,
}: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton isPending={isPending} pendingLabel={pendingLabel} variant={submitVariant}>
        {children}
      </SubmitButton>
    </div>
  );
}
