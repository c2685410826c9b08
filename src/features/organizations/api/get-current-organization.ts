import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { currentOrganizationSchema } from '@/lib/organizations/organization-schema';
import { organizationKeys } from '@/lib/organizations/query-keys';

const currentOrganization = endpointRead(
  currentOrganizationSchema,
  endpoints.organization.current,
  organizationKeys.current,
);
export const getCurrentOrganizationQueryOptions = currentOrganization.options;
export const useCurrentOrganization = currentOrganization.use;
