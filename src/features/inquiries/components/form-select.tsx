import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '@/lib/forms';
import { Select, type SelectProps } from '@/components/select';

type FormSelectProps<T extends FieldValues, V extends string | number> = Omit<
  SelectProps<V>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  /** Told of each choice just before the form is (to clear a field that only went with the old one). */
  onChoose?: (value: V | null) => void;
};

/** Select is controlled, so it cannot take `registration`: this is its wiring to the form, once. */
export function FormSelect<T extends FieldValues, V extends string | number>({
  name,
  onChoose,
  ...select
}: FormSelectProps<T, V>) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
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
