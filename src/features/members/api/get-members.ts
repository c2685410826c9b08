import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { memberFullName, memberPageSchema, type MemberListQuery } from '../schemas';
import { memberKeys } from './query-keys';

/** GET /organization/members: a page of the organisation's people; page one-based here, zero-based on the wire. */
export const getMembers = (query: MemberListQuery) =>
  apiRequest(memberPageSchema, {
    method: 'GET',
    url: endpoints.organization.members,
    params: listParams(query.page, query.size, { search: query.search, status: query.status }),
  });

export const getMembersQueryOptions = (query: MemberListQuery) =>
  queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: MemberListQuery) => useQuery(getMembersQueryOptions(query));

/** The server's largest page: an organisation's people fit in it. */
const MEMBER_OPTIONS_SIZE = 100;

/** The organisation's people as a person filter's options (the activities route passes them on). */
export const useMemberOptions = () =>
  useQuery({
    ...getMembersQueryOptions({ page: 1, size: MEMBER_OPTIONS_SIZE, search: '', status: '' }),
    select: (page) => page.content.map((member) => ({ value: member.id, label: memberFullName(member, '') })),
  });
