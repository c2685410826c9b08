import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { AdminOrganizationEditInput } from '../schemas';

export const updateLogisticOrganization = ({
  id,
  input,
}: {
  id: number;
  input: AdminOrganizationEditInput;
}) =>
  apiRequest(writeAnswerSchema, {
    method: 'PUT',
    url: endpoints.organization.logisticUpdate(id),
    data: input,
  });
