import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { organizationKeys } from '@/lib/organizations/query-keys';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { OrganizationEditInput } from '../schemas';

// The organisation writes' answers are not read: the spec fixes none ('updates'), so whatever a 2xx
// carries is accepted, and the screens show the organisation as the GET after the write returns it.

/** PUT /organization (spec §2): the caller's own. */
export const updateCurrentOrganization = (input: OrganizationEditInput) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.organization.current, data: input });

/** Every organisation query refetches: the own profile, the list, the one opened, the pickers. */
export const useUpdateCurrentOrganization = (
  options: MutationCallerOptions<unknown, OrganizationEditInput> = {},
) =>
  useAppMutation({ mutationFn: updateCurrentOrganization, invalidates: [organizationKeys.all], ...options });
