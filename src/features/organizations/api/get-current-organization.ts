import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { organizationSchema } from '../schemas';

export const getCurrentOrganization = () =>
  apiRequest(organizationSchema, { method: 'GET', url: endpoints.organization.current });

export const getCurrentOrganizationQueryOptions = () =>
  queryOptions({ queryKey: ['organizations', 'current'], queryFn: getCurrentOrganization });

export const useCurrentOrganization = () => useQuery(getCurrentOrganizationQueryOptions());
