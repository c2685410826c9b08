import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { organizationSchema } from '@/lib/organizations/organization-schema';
import { organizationKeys } from '@/lib/organizations/query-keys';

export const getOrganization = (id: number) =>
  apiRequest(organizationSchema, { method: 'GET', url: endpoints.organization.one(id) });

export const getOrganizationQueryOptions = (id: number) =>
  queryOptions({ queryKey: organizationKeys.detail(id), queryFn: () => getOrganization(id) });

export const useOrganization = (id: number) => useQuery(getOrganizationQueryOptions(id));
