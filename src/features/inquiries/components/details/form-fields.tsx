import { type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import type { SelectOption } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { translateFieldError } from '@/lib/forms';

// Form controls bound to the surrounding react-hook-form by name, so the admin's long edit form
// stays readable. Each shows its schema message (a translation key) in the user's language.

/** The translated error of a field anywhere in the form, nested paths included. */
export function useFieldError<T extends FieldValues>(name: FieldPath<T>): string | undefined {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext<T>();
  return translateFieldError(t, getFieldState(name, formState).error?.message);
}

/** A titled group of the form's fields; `className` lays them out (one column unless it says more). */
export function FormSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('grid gap-4', className)}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

type TextareaFieldProps<T extends FieldValues> = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: FieldPath<T>;
  label: string;
  helperText?: string;
};

export function TextareaField<T extends FieldValues>({
  name,
  label,
  helperText,
  className,
  ...rest
}: TextareaFieldProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <TextArea
      rows={3}
      {...rest}
      label={label}
      helperText={helperText}
      className={className}
      error={error}
      registration={register(name)}
    />
  );
}

export function CheckboxField<T extends FieldValues>({ name, label }: { name: FieldPath<T>; label: string }) {
  const { register } = useFormContext<T>();
  return (
    <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        {...register(name)}
        className="size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
      />
      {label}
    </label>
  );
}

/** Options of an enumeration, labelled through its translation prefix ('enums:mot', 'status'). */
export const enumOptions = <V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): SelectOption<V>[] => values.map((value) => ({ value, label: label(value) }));
