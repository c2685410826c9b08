import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { QUERY_STALE_TIME_MS } from '@/config/limits';
import { apiRequest } from '@/lib/api-client';
import { pageSchema } from '@/lib/page';

// The admin's organisation filter on the inquiry list: the importers, as select options. Only the
// two fields the filter needs are read, so a change elsewhere in the organisation DTO cannot break it.

const organizationOptionSchema = z.object({ id: z.number(), organizaName: z.string() });

export type OrganizationOption = { value: number; label: string };

/** One page of 100 importers is plenty for a filter; the select searches them by name. */
export const ORGANIZATION_OPTIONS_SIZE = 100;

export async function getOrganizationOptions(): Promise<OrganizationOption[]> {
  const page = await apiRequest(pageSchema(organizationOptionSchema), {
    method: 'GET',
    url: endpoints.organization.list,
    params: { page: 0, size: ORGANIZATION_OPTIONS_SIZE, type: 'IMPORTER' },
  });
  return page.content.map((o) => ({ value: o.id, label: o.organizaName }));
}

// Under 'organizations' so that one invalidation after an organisation changes refreshes it too.
export const getOrganizationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['organizations', 'options', { type: 'IMPORTER' }],
    queryFn: getOrganizationOptions,
    staleTime: QUERY_STALE_TIME_MS,
  });

export const useOrganizationOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getOrganizationOptionsQueryOptions(), enabled });
