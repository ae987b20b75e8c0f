import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { showErrorToast } from './show-error-toast';

/**
 * A refusal's field messages (ApiError.fields) beside their fields, the first one focused, so a
 * keyboard user lands on what to correct. `fieldNames` keeps to the form's own fields where the
 * server may name others.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldNames?: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  Object.entries(error.fields)
    .filter(([field]) => !fieldNames || fieldNames.includes(field))
    .forEach(([field, message], index) =>
      setError(field as Path<T>, { message }, { shouldFocus: index === 0 }),
    );
}

/** A refused submit: the server's field messages beside their fields, and a toast saying what failed. */
export function showSubmitErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  title: string,
  error: unknown,
  fallback?: string,
): void {
  showServerFieldErrors(setError, error);
  showErrorToast(title, error, fallback);
}
