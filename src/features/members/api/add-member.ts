import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { memberSchema, type Member, type MemberCreateInput } from '../schemas';
import { memberKeys } from './query-keys';

/** POST /organization/members: the new member signs in with the temporary password. */
export const addMember = (input: MemberCreateInput) =>
  apiRequest(memberSchema, { method: 'POST', url: endpoints.organization.members, data: input });

export const useAddMember = (options: MutationCallerOptions<Member, MemberCreateInput> = {}) =>
  useAppMutation({ mutationFn: addMember, invalidates: [memberKeys.all], ...options });
