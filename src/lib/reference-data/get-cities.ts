// City look-up (spec §7: GET /api/cities with countryId and cityName): suggestions while an address is typed.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '../api-client';

export const citySchema = z.object({ id: z.number(), name: z.string(), countryId: z.number() });
export type City = z.infer<typeof citySchema>;

export const getCities = (countryId: number, cityName: string) =>
  apiRequest(z.array(citySchema), { method: 'GET', url: endpoints.cities, params: { countryId, cityName } });

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
