// Reference data several features look up (registration, organisation edit, inquiries).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '../api-client';
import { listSchema } from '../page';
import { countryIdSchema } from './country-id';

/**
 * GET /country/list (spec §7: 'list of id and name'). Both are needed: a country without a name
 * cannot be offered, so that row alone is left out. A plain array or a Spring page both read.
 */
export const countrySchema = z.object({ id: countryIdSchema, name: z.string().check(z.minLength(1)) });
export type Country = z.infer<typeof countrySchema>;

export const getCountries = () =>
  apiRequest(listSchema(countrySchema, 'GET /country/list'), { method: 'GET', url: endpoints.countries });

export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: Infinity });

export const useCountries = () => useQuery(getCountriesQueryOptions());
