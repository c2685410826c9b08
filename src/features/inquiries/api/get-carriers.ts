import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';

/** Active carriers an importer can send an inquiry to (designed endpoint GET /carriers). */
export const carrierSchema = z.object({ id: z.number(), name: z.string(), countryName: z.string() });
export type Carrier = z.infer<typeof carrierSchema>;

export const getCarriers = () =>
  apiRequest(z.array(carrierSchema), { method: 'GET', url: endpoints.organization.carriers });

export const getCarriersQueryOptions = () => queryOptions({ queryKey: ['carriers'], queryFn: getCarriers });

export const useCarriers = () => useQuery(getCarriersQueryOptions());
