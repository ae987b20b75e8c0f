import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

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
