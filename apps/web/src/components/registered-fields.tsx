import type { ComponentProps } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, splitFieldProps, type FieldFrameProps } from './ui/field';
import { Input } from './ui/input';

/** One input of a RegisteredFields table: its field name in the form, and what its Field and Input show. */
export type RegisteredFieldSpec<TValues extends FieldValues> = Omit<
  ComponentProps<'input'>,
  'name'
> &
  Omit<FieldFrameProps, 'error'> & { name: Path<TValues> };

export interface RegisteredFieldsProps<TValues extends FieldValues, TContext, TTransformed> {
  form: UseFormReturn<TValues, TContext, TTransformed>;
  fields: readonly RegisteredFieldSpec<TValues>[];
}

/**
 * A react-hook-form form's text inputs drawn in order from a table, each registered under its name
 * with the form's message for it beside it: the counterpart of TextFields for forms held in state.
 */
export function RegisteredFields<TValues extends FieldValues, TContext, TTransformed>({
  form,
  fields,
}: RegisteredFieldsProps<TValues, TContext, TTransformed>) {
  return fields.map(({ name, ...spec }) => {
    const error = get<typeof form.formState.errors, FieldError | undefined>(
      form.formState.errors,
      name,
    );
    const [field, inputProps] = splitFieldProps({ ...spec, error: error?.message });
    return (
      <Field key={name} {...field}>
        <Input {...inputProps} {...form.register(name)} />
      </Field>
    );
  });
}
