import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { pageSchema } from '@/lib/page';
import { organizationSchema, ORGANIZATIONS_PAGE_SIZE, type OrganizationListQuery } from '../schemas';

export const getOrganizations = ({ page, search, type, status }: OrganizationListQuery) =>
  apiRequest(pageSchema(organizationSchema), {
    method: 'GET',
    url: endpoints.organization.list,
    // The URL's page is one-based; the server's is zero-based.
    params: {
      page: page - 1,
      size: ORGANIZATIONS_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(type ? { type } : {}),
      ...(status ? { status } : {}),
    },
  });

export const getOrganizationsQueryOptions = (query: OrganizationListQuery) =>
  queryOptions({
    queryKey: ['organizations', 'list', query],
    queryFn: () => getOrganizations(query),
    placeholderData: keepPreviousData,
  });

export const useOrganizations = (query: OrganizationListQuery) =>
  useQuery(getOrganizationsQueryOptions(query));
