import { useCallback, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { showErrorToast } from '../lib/show-error-toast';

/** Messages by field name, as the form's own checks or the server's refusal give them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The text of a small form's fields and their error messages in component state (sign-in,
 * passwords), for forms too small for react-hook-form. `reset` empties the fields back to where
 * they started; `fieldProps` is what TextFields needs to draw them.
 */
export function useFieldValues<TField extends string>(initial: Record<TField, string>) {
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setValue = useCallback((field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const reset = useCallback(() => setValues(initialValues), [initialValues]);
  /**
   * A refused submit, as showSubmitErrors shows one for react-hook-form: a refusal's field messages
   * (ApiError.fields) beside their fields, and a toast saying what failed.
   */
  const showSubmitErrors = useCallback((title: string, error: unknown, fallback?: string) => {
    if (error instanceof ApiError) setErrors(error.fields);
    showErrorToast(title, error, fallback);
  }, []);
  return {
    values,
    setValue,
    reset,
    errors,
    setErrors,
    showSubmitErrors,
    fieldProps: { values, errors, onValueChange: setValue },
  };
}
