import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { describeError, toApiError } from './api-error';
import { translateFieldError } from './field-error';

// Form plumbing every screen shares: schema messages are translation keys, server field errors land
// on their fields, and the form keeps what the user typed whatever the server answers.

export { translateFieldError };

/** Forms validate on submit, then re-validate on change (spec §5). */
export const formMode = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

/**
 * The two props every field takes from its form, by the field's name: its registration and its error
 * in the user's words. `{...field('email')}` stands for `registration={register('email')}` and
 * `error={translateFieldError(t, errors.email?.message)}`, so a field cannot show another's error.
 */
export function bindFields<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } },
  t: TFunction,
) {
  return (name: Path<T>) => {
    // A nested name ('pickup.city', 'goods.0.weight') is looked up the way react-hook-form keeps its
    // errors, step by step; its own `get` is not imported, which would bring the library into every page.
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

/**
 * What a failed save says above its form: only a refusal that names no field (suspension, server
 * down); the field errors sit on their fields.
 */
export function refusalAboveForm(mutation: { isError: boolean; error: unknown }, t: TFunction) {
  return mutation.isError && Object.keys(toApiError(mutation.error).fieldErrors).length === 0
    ? describeError(mutation.error, t)
    : null;
}
