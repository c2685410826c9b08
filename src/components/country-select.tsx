import { toCountryOptions, useCountries } from '@/lib/reference-data/get-countries';
import { Select, type SelectProps } from './select';

type CountrySelectProps = Omit<SelectProps<number>, 'options' | 'isLoading'> & {
  loadFailedText: string;
};

export function CountrySelect({ loadFailedText, error, ...props }: CountrySelectProps) {
  const countries = useCountries();
  return (
    <Select<number>
      {...props}
      options={toCountryOptions(countries.data)}
      isLoading={countries.isPending}
      error={error ?? (countries.isError ? loadFailedText : undefined)}
    />
  );
}
