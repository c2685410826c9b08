import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { currentOrganizationSchema } from '@/lib/organizations/organization-schema';
import { organizationKeys } from '@/lib/organizations/query-keys';

/** GET /organization: the caller's own. */
export const getCurrentOrganization = () =>
  apiRequest(currentOrganizationSchema, { method: 'GET', url: endpoints.organization.current });

export const getCurrentOrganizationQueryOptions = () =>
  queryOptions({ queryKey: organizationKeys.current(), queryFn: getCurrentOrganization });

export const useCurrentOrganization = () => useQuery(getCurrentOrganizationQueryOptions());
