import type { FormEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { TextField, type TextFieldProps } from './text-field';

/** One field of a TextFields table: its name in the form's values, and what TextField draws. */
export type TextFieldSpec<TField extends string> = Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'error'
> & { field: TField };

export interface TextFieldsProps<TField extends string> {
  fields: readonly TextFieldSpec<TField>[];
  values: Readonly<Record<TField, string>>;
  /** Messages by field name, as the form's checks or the server's refusal give them. */
  errors?: Readonly<Partial<Record<string, string>>>;
  onValueChange(field: TField, value: string): void;
}

/** A form's text fields drawn in order from a table of their labels and input settings. */
export function TextFields<TField extends string>({
  fields,
  values,
  errors,
  onValueChange,
}: TextFieldsProps<TField>) {
  return fields.map(({ field, ...inputProps }) => (
    <TextField
      key={field}
      {...inputProps}
      error={errors?.[field]}
      value={values[field]}
      onValueChange={(value) => onValueChange(field, value)}
    />
  ));
}

export interface TextFieldsFormProps<TField extends string> extends TextFieldsProps<TField> {
  onSubmit(event: FormEvent): void;
  /** Space above the form, where something stands over it in its card: `mt-4`. */
  className?: string;
  /** The submit button, under the fields. */
  children: ReactNode;
}

/** A small form of text fields and its submit button, checked by the form's own code (noValidate). */
export function TextFieldsForm<TField extends string>({
  onSubmit,
  className,
  children,
  ...fieldsProps
}: TextFieldsFormProps<TField>) {
  return (
    <form className={cn(className, 'grid gap-4')} onSubmit={onSubmit} noValidate>
      <TextFields {...fieldsProps} />
      {children}
    </form>
  );
}
