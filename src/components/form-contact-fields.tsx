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

/** PhoneInput wired to the form: an empty field holds ''. */
export function FormPhoneInput<T extends FieldValues>({
  name,
  control,
  ...input
}: Wired<T> & Omit<ComponentProps<typeof PhoneInput>, Unwired>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <PhoneInput
      {...input}
      name={field.name}
      value={field.value || undefined}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={translateFieldError(t, fieldState.error?.message)}
    />
  );
}

/** CountrySelect wired to the form: no country is 0, which the country rule refuses as required. */
export function FormCountrySelect<T extends FieldValues>({
  name,
  control,
  ...select
}: Wired<T> & Omit<ComponentProps<typeof CountrySelect>, Unwired>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <CountrySelect
      {...select}
      name={field.name}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? 0)}
      onBlur={field.onBlur}
      error={translateFieldError(t, fieldState.error?.message)}
    />
  );
}
