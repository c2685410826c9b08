import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { describeError, toApiError } from './api-error';
import { translateFieldError } from './field-error';

export { translateFieldError };

export const formMode = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

export function bindFields<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } },
  t: TFunction,
) {
  return (name: Path<T>) => {
    const error = name
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        form.formState.errors,
      ) as { message?: string } | undefined;
    return { registration: form.register(name), error: translateFieldError(t, error?.message) };
  };
}

/** Puts a server's per-field errors on the form's fields; returns true when any field got one. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { fieldErrors } = toApiError(error);
  let applied = false;
  for (const [name, message] of Object.entries(fieldErrors)) {
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

export function refusalAboveForm(mutation: { isError: boolean; error: unknown }, t: TFunction) {
  return mutation.isError && Object.keys(toApiError(mutation.error).fieldErrors).length === 0
    ? describeError(mutation.error, t)
    : null;
}
