import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { memberFullName, memberPageSchema, type MemberListQuery } from '../schemas';
import { memberKeys } from './query-keys';

/** GET /organization/members: a page of the organisation's people; page one-based here, zero-based on the wire. */
const members = filteredRead(
  memberPageSchema,
  endpoints.organization.members,
  memberKeys.list,
  (query: MemberListQuery) =>
    listParams(query.page, query.size, { search: query.search, status: query.status }),
);

export const useMembers = (query: MemberListQuery) => useQuery(members.options(query));

/** The server's largest page: an organisation's people fit in it. */
const MEMBER_OPTIONS_SIZE = 100;

/** The organisation's people as a person filter's options (the activities route passes them on). */
export const useMemberOptions = () =>
  useQuery({
    ...members.options({ page: 1, size: MEMBER_OPTIONS_SIZE, search: '', status: '' }),
    select: (page) => page.content.map((member) => ({ value: member.id, label: memberFullName(member, '') })),
  });
