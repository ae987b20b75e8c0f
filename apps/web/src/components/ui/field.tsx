import * as LabelPrimitive from '@radix-ui/react-label';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a Field shows around a control, as a component that wraps one control takes it. */
export interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the field around the control (its width in a grid); `className` styles the control. */
  fieldClassName?: string;
}

/** A wrapping component's props split into its Field's and the rest, which are its control's. */
export function splitFieldProps<Props extends FieldFrameProps>({
  label,
  error,
  hint,
  fieldClassName,
  ...control
}: Props): [Omit<FieldProps, 'children'>, Omit<Props, keyof FieldFrameProps>] {
  return [{ label, error, hint, className: fieldClassName }, control];
}

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/**
 * A label, its control and the control's error, wired together for assistive technology. Its rows
 * keep their own height (content-start): in a form grid a field beside one with a hint or an error
 * would otherwise spread the row's spare height and its input would sit lower than its neighbour's.
 */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const messageId = `${id}-message`;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })
    : children;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <LabelPrimitive.Root htmlFor={id} className="text-sm font-medium">
        {label}
      </LabelPrimitive.Root>
      {control}
      {error ? (
        <p id={messageId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
