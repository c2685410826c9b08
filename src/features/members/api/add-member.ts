import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { memberSchema, type MemberCreateInput } from '../schemas';
import { memberKeys } from './query-keys';

/** POST /organization/members: the new member signs in with the temporary password. */
export const addMember = (input: MemberCreateInput) =>
  apiRequest(memberSchema, { method: 'POST', url: endpoints.organization.members, data: input });

export const useAddMember = mutationHook(addMember, [memberKeys.all]);
