// Reference data several features look up (registration, organisation edit, inquiries).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '../api-client';

export const countrySchema = z.object({ id: z.number(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const getCountries = () =>
  apiRequest(z.array(countrySchema), { method: 'GET', url: endpoints.countries });

export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: Infinity });

export const useCountries = () => useQuery(getCountriesQueryOptions());
