import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '../api-client';
import { currentLanguage } from '../i18n';
import { idSchema, maybe } from '../lenient';
import { listSchema } from '../page';
import { equalsAnyName, matchesAnyName } from '../search-fold';
import { countryIdSchema } from './country-id';
import { otherNamesSchema, searchNamesOf } from './place-names';
import { referenceDataKeys } from './query-keys';

export const citySchema = z.pipe(
  z.object({
    id: maybe(idSchema),
    name: z.string().check(z.minLength(1)),
    countryId: maybe(countryIdSchema),
    names: otherNamesSchema,
  }),
  z.transform((city) => ({ ...city, key: String(city.id ?? city.name) })),
);
export type City = z.infer<typeof citySchema>;

export const getCities = (countryId: number, cityName: string) =>
  apiRequest(listSchema(citySchema, 'GET /api/cities'), {
    method: 'GET',
    url: endpoints.cities,
    params: { countryId, cityName },
  });

/** Keyed by language too: the server names cities in the request's language. */
export const getCitiesQueryOptions = (
  countryId: number | null,
  cityName: string,
  language: string = currentLanguage(),
) =>
  queryOptions({
    queryKey: referenceDataKeys.cities(countryId, cityName, language),
    queryFn: () => getCities(countryId ?? 0, cityName),
    enabled: countryId !== null,
  });

/** Suggestions stay on screen while the next letters' answer is on its way (never another country's). */
export const useCities = (countryId: number | null, cityName: string) => {
  const { i18n } = useTranslation();
  return useQuery({
    ...getCitiesQueryOptions(countryId, cityName, i18n.language),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === countryId ? keepPreviousData(previous) : undefined,
  });
};

/** The city the typed text names exactly, in any language, case and accents aside. */
export const cityNamed = (cities: readonly City[], typed: string) =>
  cities.find((city) => equalsAnyName(searchNamesOf(city), typed));

/** The cities whose name in any language contains the typed text, in the server's order. */
export const citiesMatching = (cities: readonly City[], typed: string) =>
  cities.filter((city) => matchesAnyName(searchNamesOf(city), typed));

export function useCityName(countryId: number | null, typed: string) {
  const cities = useCities(countryId, '');
  return (cities.data && cityNamed(cities.data, typed)?.name) ?? typed;
}
