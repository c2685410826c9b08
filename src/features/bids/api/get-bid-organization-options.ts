import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { ORGANIZATION_TYPES, type OrganizationType } from '@/config/enums';
import { QUERY_STALE_TIME_MS } from '@/config/limits';
import { apiRequest } from '@/lib/api-client';
import { pageSchema } from '@/lib/page';

// The admin's organisation filter on /bids: carriers and importers alike, since a bid belongs to
// one of each. Only the fields the filter shows are read, so a change elsewhere in the organisation
// answer cannot break it.

const optionSchema = z.object({
  id: z.number(),
  organizaName: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
});

export type BidOrganizationOption = { id: number; name: string; type: OrganizationType };

/** One page of 100 is plenty for a filter; the select searches them by name. */
export const BID_ORGANIZATION_OPTIONS_SIZE = 100;

export async function getBidOrganizationOptions(): Promise<BidOrganizationOption[]> {
  const page = await apiRequest(pageSchema(optionSchema), {
    method: 'GET',
    url: endpoints.organization.list,
    params: { page: 0, size: BID_ORGANIZATION_OPTIONS_SIZE },
  });
  return page.content
    .map((o) => ({ id: o.id, name: o.organizaName, type: o.organizationType }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// Under 'organizations', so one invalidation after an organisation changes refreshes it too.
export const getBidOrganizationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['organizations', 'options', { type: 'ALL' }],
    queryFn: getBidOrganizationOptions,
    staleTime: QUERY_STALE_TIME_MS,
  });

export const useBidOrganizationOptions = () => useQuery(getBidOrganizationOptionsQueryOptions());
