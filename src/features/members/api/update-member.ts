import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { memberSchema, type MemberUpdateInput } from '../schemas';
import { memberKeys } from './query-keys';

type MemberUpdate = { id: number; input: MemberUpdateInput };

export const updateMember = ({ id, input }: MemberUpdate) =>
  apiRequest(memberSchema, { method: 'PUT', url: endpoints.organization.member(id), data: input });

export const useUpdateMember = mutationHook(updateMember, [memberKeys.all]);
