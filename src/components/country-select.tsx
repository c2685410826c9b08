import { toCountryOptions, useCountries } from '@/lib/reference-data/get-countries';
import { Select, type SelectProps } from './select';

type CountrySelectProps = Omit<SelectProps<number>, 'options' | 'isLoading'> & {
  /** Said under the field when the country list did not load (each screen words it its own way). */
  loadFailedText: string;
};

/**
 * A select of the countries (GET /country/list) in the user's language: it spins while they load,
 * and says so when they failed; the field's own error comes first.
 */
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
