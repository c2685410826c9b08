import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { organizationKeys } from '@/lib/organizations/query-keys';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { AdminOrganizationEditInput, Organization } from '../schemas';

type AdminEdit = {
  id: number;
  /** A carrier is saved through PUT /logistic/organization/{id}; any other type, PUT /organization/{id}. */
  type: Organization['organizationType'];
  input: AdminOrganizationEditInput;
};

/** The admin's edit, through the path of the organisation's type. */
export const useUpdateOrganization = mutationHook(
  ({ id, type, input }: AdminEdit) =>
    apiRequest(writeAnswerSchema, {
      method: 'PUT',
      url: type === 'LOGISTIC' ? endpoints.organization.logisticUpdate(id) : endpoints.organization.one(id),
      data: input,
    }),
  [organizationKeys.all],
);
