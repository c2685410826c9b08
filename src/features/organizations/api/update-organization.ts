import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationType } from '@/config/enums';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import {
  organizationSchema,
  type AdminOrganizationEditInput,
  type OrganizationEditInput,
  type SuspensionInput,
} from '../schemas';

// Organisation writes: the caller's own (PUT /organization, spec §2 — the organisation is fetched
// again after it), an admin's edit through the path of the organisation's type, and suspension.

export const updateCurrentOrganization = (input: OrganizationEditInput) =>
  apiRequest(organizationSchema, { method: 'PUT', url: endpoints.organization.current, data: input });

export const updateOrganization = ({
  id,
  type,
  input,
}: {
  id: number;
  type: OrganizationType;
  input: AdminOrganizationEditInput;
}) =>
  apiRequest(organizationSchema, {
    method: 'PUT',
    url: type === 'LOGISTIC' ? endpoints.organization.logisticUpdate(id) : endpoints.organization.one(id),
    data: input,
  });

export const setSuspension = ({ id, input }: { id: number; input: SuspensionInput }) =>
  apiRequest(organizationSchema, { method: 'PUT', url: endpoints.organization.suspension(id), data: input });

function useOrganizationMutation<V>(
  mutationFn: (variables: V) => ReturnType<typeof updateCurrentOrganization>,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // Every organisation query refetches: the own profile (GET /organization), the list, the one opened.
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
      onSuccess?.();
    },
  });
}

export const useUpdateCurrentOrganization = (onSuccess?: () => void) =>
  useOrganizationMutation(updateCurrentOrganization, onSuccess);
export const useUpdateOrganization = (onSuccess?: () => void) =>
  useOrganizationMutation(updateOrganization, onSuccess);
export const useSetSuspension = (onSuccess?: () => void) => useOrganizationMutation(setSuspension, onSuccess);
