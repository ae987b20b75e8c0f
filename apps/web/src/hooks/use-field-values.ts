import { useCallback, useState } from 'react';

/**
 * The text of a small form's fields in one record of component state (sign-in, passwords), for
 * forms too small for react-hook-form. `reset` empties them back to where they started.
 */
export function useFieldValues<TField extends string>(initial: Record<TField, string>) {
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initial);
  const setValue = useCallback((field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const reset = useCallback(() => setValues(initialValues), [initialValues]);
  return { values, setValue, reset };
}
