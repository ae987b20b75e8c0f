import type { ComponentProps } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './ui/field';
import { Input } from './ui/input';

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'value' | 'onChange'>, FieldFrameProps {
  value: string;
  onValueChange(value: string): void;
}

/** A labelled input held in component state: it reports the new text, not the change event. */
export function TextField({ onValueChange, ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      <Input {...inputProps} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  );
}
