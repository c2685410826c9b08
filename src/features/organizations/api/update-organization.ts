import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { writeAnswerSchema } from '@/lib/write-answer';
import type {
  AdminOrganizationEditInput,
  Organization,
  OrganizationEditInput,
  SuspensionInput,
} from '../schemas';

// Organisation writes: the caller's own (PUT /organization, spec §2 — the organisation is fetched
// again after it), an admin's edit through the path of the organisation's type, and suspension.
// The spec fixes no answer for these writes ('updates'), so whatever a 2xx carries — the
// organisation, nothing at all, fields we have never heard of — is accepted and not read: the
// screens show the organisation as the GET that follows every write returns it.
const anyAnswer = writeAnswerSchema;

export const updateCurrentOrganization = (input: OrganizationEditInput) =>
  apiRequest(anyAnswer, { method: 'PUT', url: endpoints.organization.current, data: input });

export const updateOrganization = ({
  id,
  type,
  input,
}: {
  id: number;
  /** A carrier goes through the spec's PUT /logistic/organization/{id}; any other type, PUT /organization/{id}. */
  type: Organization['organizationType'];
  input: AdminOrganizationEditInput;
}) =>
  apiRequest(anyAnswer, {
    method: 'PUT',
    url: type === 'LOGISTIC' ? endpoints.organization.logisticUpdate(id) : endpoints.organization.one(id),
    data: input,
  });

export const setSuspension = ({ id, input }: { id: number; input: SuspensionInput }) =>
  apiRequest(anyAnswer, { method: 'PUT', url: endpoints.organization.suspension(id), data: input });

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
