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

/**
 * A Select that is one field of the surrounding react-hook-form form (FormProvider), by name: the
 * create flow's steps and the admin's edit form both use it. Select is a controlled widget, so it
 * cannot take `registration` as the text inputs do (bindFields); this is its wiring, written once:
 * the field's name, value, change and blur, and its own error in the user's words, so a select
 * cannot show another field's error.
 */
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
