import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { maybe } from '@/lib/lenient';
import { organizationKeys } from '@/lib/organizations/query-keys';
import { pageSchema } from '@/lib/page';
import { countryIdSchema } from '@/lib/reference-data/country-id';

// A carrier without a name cannot be picked: that row alone is left out, and counted.

export const carrierRowSchema = z.object({
  id: z.number(),
  organizaName: z.string().check(z.trim(), z.minLength(1)),
  countryCode: maybe(countryIdSchema),
  suspended: maybe(z.boolean()),
});

export type Carrier = { id: number; name: string; countryCode: number | undefined };
export type Carriers = { carriers: Carrier[]; dropped: number };

export async function getCarriers(): Promise<Carriers> {
  // A plain array or a Spring page both read; the picker shows every carrier of the answer.
  const page = await apiRequest(pageSchema(carrierRowSchema, 'GET /logistic-organizations'), {
    method: 'GET',
    url: endpoints.organization.logisticList,
  });
  return {
    // A suspended carrier takes no new work: it is not offered even if the server lists it.
    carriers: page.content
      .filter((row) => row.suspended !== true)
      .map((row) => ({ id: row.id, name: row.organizaName, countryCode: row.countryCode })),
    dropped: page.dropped,
  };
}

// Under the organisations' key so that one invalidation after an organisation changes refreshes it too.
export const getCarriersQueryOptions = () =>
  queryOptions({ queryKey: organizationKeys.carriers(), queryFn: getCarriers });

export const useCarriers = () => useQuery(getCarriersQueryOptions());
