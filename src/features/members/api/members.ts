import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import {
  memberPageSchema,
  memberSchema,
  type MemberCreateInput,
  type MemberListQuery,
  type MemberStatusInput,
  type MemberUpdateInput,
} from '../schemas';

// The organisation's members: list, one, add, update, deactivate or reactivate.

export const getMembers = (query: MemberListQuery) =>
  apiRequest(memberPageSchema, {
    method: 'GET',
    url: endpoints.organization.members,
    params: {
      page: Math.max(0, query.page - 1),
      size: query.size,
      ...(query.search.trim() ? { search: query.search.trim() } : {}),
      ...(query.status ? { status: query.status } : {}),
    },
  });

export const membersQueryOptions = (query: MemberListQuery) =>
  queryOptions({
    queryKey: ['members', 'list', query],
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
  });
export const useMembers = (query: MemberListQuery) => useQuery(membersQueryOptions(query));

export const getMember = (id: number) =>
  apiRequest(memberSchema, { method: 'GET', url: endpoints.organization.member(id) });
export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['members', 'one', id], queryFn: () => getMember(id) });
export const useMember = (id: number) => useQuery(memberQueryOptions(id));

export const addMember = (input: MemberCreateInput) =>
  apiRequest(memberSchema, { method: 'POST', url: endpoints.organization.members, data: input });
export const updateMember = ({ id, input }: { id: number; input: MemberUpdateInput }) =>
  apiRequest(memberSchema, { method: 'PUT', url: endpoints.organization.member(id), data: input });
export const setMemberStatus = ({ id, input }: { id: number; input: MemberStatusInput }) =>
  apiRequest(memberSchema, { method: 'PUT', url: endpoints.organization.memberStatus(id), data: input });

function useMemberMutation<V>(
  mutationFn: (variables: V) => ReturnType<typeof addMember>,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['members'] });
      onSuccess?.();
    },
  });
}

export const useAddMember = (onSuccess?: () => void) => useMemberMutation(addMember, onSuccess);
export const useUpdateMember = (onSuccess?: () => void) => useMemberMutation(updateMember, onSuccess);
export const useSetMemberStatus = (onSuccess?: () => void) => useMemberMutation(setMemberStatus, onSuccess);
