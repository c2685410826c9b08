import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { organizationSchema } from '@/lib/organizations/organization-schema';
import { organizationKeys } from '@/lib/organizations/query-keys';

const organization = endpointRead(organizationSchema, endpoints.organization.one, organizationKeys.detail);
export const getOrganizationQueryOptions = organization.options;
export const useOrganization = organization.use;
