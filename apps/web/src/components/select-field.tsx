import type { ComponentProps, ReactNode } from 'react';
import { Field } from './ui/field';
import { Select } from './ui/input';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the field around the select (its width in a grid); `className` styles the select. */
  fieldClassName?: string;
  options: readonly SelectOption[];
}

/** A labelled native select built from a list of options. */
export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  options,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      <Select {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Options in a label map's own order: `{ weekly: 'Weekly' }` becomes `[{ value: 'weekly', label: 'Weekly' }]`. */
export function toSelectOptions(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
