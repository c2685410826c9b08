import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

// The server names countries and cities in the request's language, so each language has its own copy.
export const referenceDataKeys = {
  countries: (language: string) => [...rootKey(QUERY_ROOTS.countries), language] as const,
  /** The country id second: a city look-up keeps its suggestions only while the country stays. */
  cities: (countryId: number | null, cityName: string, language: string) =>
    [...rootKey(QUERY_ROOTS.cities), countryId, cityName, language] as const,
};
