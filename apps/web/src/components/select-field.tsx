import type { ComponentProps } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './ui/field';
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

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldFrameProps &
  (
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
export function SelectField({ options, groups, ...props }: SelectFieldProps) {
  const [field, selectProps] = splitFieldProps(props);
  return (
    <Field {...field}>
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
