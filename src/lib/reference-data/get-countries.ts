import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '../api-client';
import { currentLanguage } from '../i18n';
import { listSchema } from '../page';
import { countryIdSchema } from './country-id';
import { otherNamesSchema } from './place-names';
import { referenceDataKeys } from './query-keys';

export const countrySchema = z.object({
  id: countryIdSchema,
  name: z.string().check(z.minLength(1)),
  names: otherNamesSchema,
});
export type Country = z.infer<typeof countrySchema>;

export const getCountries = () =>
  apiRequest(listSchema(countrySchema, 'GET /country/list'), { method: 'GET', url: endpoints.countries });

/** The server names countries in the request's language, so each language has its own copy. */
export const getCountriesQueryOptions = (language: string = currentLanguage()) =>
  queryOptions({
    queryKey: referenceDataKeys.countries(language),
    queryFn: getCountries,
    staleTime: Infinity,
  });

export const useCountries = () => {
  const { i18n } = useTranslation();
  return useQuery(getCountriesQueryOptions(i18n.language));
};

/** A country select's options: shown in the user's language, found by its name in any language. */
export const toCountryOptions = (countries: readonly Country[] | undefined) =>
  (countries ?? []).map((country) => ({
    value: country.id,
    label: country.name,
    keywords: country.names,
  }));
