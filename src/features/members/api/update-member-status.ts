import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { memberSchema, type MemberStatusInput } from '../schemas';
import { memberKeys } from './query-keys';

type MemberStatusUpdate = { id: number; input: MemberStatusInput };

export const updateMemberStatus = ({ id, input }: MemberStatusUpdate) =>
  apiRequest(memberSchema, { method: 'PUT', url: endpoints.organization.memberStatus(id), data: input });

export const useUpdateMemberStatus = mutationHook(updateMemberStatus, [memberKeys.all]);
