import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

export const referenceDataKeys = {
  countries: (language: string) => [...rootKey(QUERY_ROOTS.countries), language] as const,
  cities: (countryId: number | null, cityName: string, language: string) =>
    [...rootKey(QUERY_ROOTS.cities), countryId, cityName, language] as const,
};
