import type { ComponentProps, ReactNode } from 'react';
import { Field } from './ui/field';
import { Select } from './ui/input';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** Options under a heading the list shows but nobody can choose (an `<optgroup>`). */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the field around the select (its width in a grid); `className` styles the select. */
  fieldClassName?: string;
} & (
    | { options: readonly SelectOption[]; groups?: never }
    | { groups: readonly SelectOptionGroup[]; options?: never }
  );

function renderOptions(options: readonly SelectOption[]) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** A labelled native select built from a list of options, or from groups of them. */
export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  options,
  groups,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      <Select {...selectProps}>
        {groups
          ? groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {renderOptions(group.options)}
              </optgroup>
            ))
          : renderOptions(options)}
      </Select>
    </Field>
  );
}

/** Options in a label map's own order: `{ weekly: 'Weekly' }` becomes `[{ value: 'weekly', label: 'Weekly' }]`. */
export function toSelectOptions(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
