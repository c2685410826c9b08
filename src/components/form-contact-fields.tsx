import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/lib/forms';
import { CountrySelect } from './country-select';
import { PhoneInput } from './phone-input';

type Wired<T extends FieldValues> = {
  name: FieldPath<T>;
  /** The form's control where the field is outside a FormProvider; else the provider's. */
  control?: Control<T>;
};
type Unwired = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';

/** A controlled input's wiring to the form; a cleared input gives the form `empty`. */
function useWired<T extends FieldValues>({ name, control }: Wired<T>, empty: string | number) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value as string | number,
    onChange: (value: string | number | null | undefined) => field.onChange(value ?? empty),
    onBlur: field.onBlur,
    error: translateFieldError(t, fieldState.error?.message),
  };
}

/** PhoneInput wired to the form: an empty field holds ''. */
export function FormPhoneInput<T extends FieldValues>({
  name,
  control,
  ...input
}: Wired<T> & Omit<ComponentProps<typeof PhoneInput>, Unwired>) {
  const wired = useWired({ name, control }, '');
  return <PhoneInput {...input} {...wired} value={(wired.value as string) || undefined} />;
}

/** CountrySelect wired to the form: no country is 0, which the country rule refuses as required. */
export function FormCountrySelect<T extends FieldValues>({
  name,
  control,
  ...select
}: Wired<T> & Omit<ComponentProps<typeof CountrySelect>, Unwired>) {
  const wired = useWired({ name, control }, 0);
  return <CountrySelect {...select} {...wired} value={(wired.value as number) || null} />;
}
