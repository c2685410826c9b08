import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { MoneyInput, type MoneyInputProps } from './money-input';

type MoneyFieldProps<TValues extends FieldValues, TContext, TOutput> = Omit<
  MoneyInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  control: Control<TValues, TContext, TOutput>;
  name: FieldPathByValue<TValues, string>;
};

export function MoneyField<TValues extends FieldValues, TContext = unknown, TOutput = TValues>({
  control,
  name,
  ...props
}: MoneyFieldProps<TValues, TContext, TOutput>) {
  const { field } = useController({ control, name });
  return (
    <MoneyInput
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
