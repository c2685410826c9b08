import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { organizationKeys } from '@/lib/organizations/query-keys';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { OrganizationEditInput } from '../schemas';

export const updateCurrentOrganization = (input: OrganizationEditInput) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.organization.current, data: input });

/** Every organisation query refetches: the own profile, the list, the one opened, the pickers. */
export const useUpdateCurrentOrganization = mutationHook(updateCurrentOrganization, [organizationKeys.all]);
