// City look-up (spec §7: GET /api/cities with countryId and cityName): suggestions while an address is typed.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '../api-client';
import { idSchema, maybe } from '../lenient';
import { listSchema } from '../page';
import { countryIdSchema } from './country-id';

/**
 * The spec says only 'cities': the name is what a suggestion shows, so it is the one field a row
 * needs. `key` tells suggestions apart (the id when the server sends one, else the name).
 */
export const citySchema = z.pipe(
  z.object({
    id: maybe(idSchema),
    name: z.string().check(z.minLength(1)),
    countryId: maybe(countryIdSchema),
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

export const getCitiesQueryOptions = (countryId: number | null, cityName: string) =>
  queryOptions({
    queryKey: ['cities', countryId, cityName],
    queryFn: () => getCities(countryId ?? 0, cityName),
    // Nothing to look up until a country is chosen.
    enabled: countryId !== null,
  });

/** Suggestions stay on screen while the next letters' answer is on its way (never another country's). */
export const useCities = (countryId: number | null, cityName: string) =>
  useQuery({
    ...getCitiesQueryOptions(countryId, cityName),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === countryId ? keepPreviousData(previous) : undefined,
  });
