import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { organizationKeys } from '@/lib/organizations/query-keys';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { SuspensionInput } from '../schemas';

type Suspension = { id: number; input: SuspensionInput };

/** PUT /organization/{id}/suspension (designed, admin): suspend or lift; the answer is not read. */
export const updateSuspension = ({ id, input }: Suspension) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.organization.suspension(id), data: input });

/** The organisation, the list and the carriers an importer may pick all follow. */
export const useUpdateSuspension = mutationHook(updateSuspension, [organizationKeys.all]);
