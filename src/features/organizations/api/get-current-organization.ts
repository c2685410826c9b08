import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { currentOrganizationSchema } from '@/lib/organizations/organization-schema';
import { organizationKeys } from '@/lib/organizations/query-keys';

export const { options: getCurrentOrganizationQueryOptions, use: useCurrentOrganization } = endpointRead(
  currentOrganizationSchema,
  endpoints.organization.current,
  organizationKeys.current,
);
