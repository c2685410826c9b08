import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/lib/forms';
import { Select, type SelectProps } from './select';

type FormSelectProps<T extends FieldValues, V extends string | number, X = T> = Omit<
  SelectProps<V>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  /** The form's control where the select is outside a FormProvider; else the provider's. */
  control?: UseControllerProps<T, FieldPath<T>, X>['control'];
  /** Told of each choice just before the form is (to clear a field that only went with the old one). */
  onChoose?: (value: V | null) => void;
};

/** Select is controlled, so it cannot take `registration`: this is its wiring to the form, once. */
export function FormSelect<T extends FieldValues, V extends string | number, X = T>({
  name,
  control,
  onChoose,
  ...select
}: FormSelectProps<T, V, X>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select<V>
      {...select}
      name={field.name}
      value={field.value ?? null}
      onChange={(value) => {
        onChoose?.(value);
        field.onChange(value);
      }}
      onBlur={field.onBlur}
      error={translateFieldError(t, fieldState.error?.message)}
    />
  );
}
