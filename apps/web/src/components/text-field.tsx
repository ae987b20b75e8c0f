import type { ComponentProps, ReactNode } from 'react';
import { Field } from './ui/field';
import { Input } from './ui/input';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the field around the input (its width in a grid); `className` styles the input. */
  fieldClassName?: string;
  value: string;
  onValueChange(value: string): void;
}

/** A labelled input held in component state: it reports the new text, not the change event. */
export function TextField({
  label,
  error,
  hint,
  fieldClassName,
  onValueChange,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      <Input {...inputProps} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  );
}
