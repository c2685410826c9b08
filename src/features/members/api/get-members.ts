import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { membersRequest, type MembersState } from '../members-url-state';
import { memberFullName, memberPageSchema } from '../schemas';
import { memberKeys } from './query-keys';

/** GET /organization/members: a page of the organisation's people. */
const members = filteredRead(
  memberPageSchema,
  endpoints.organization.members,
  membersRequest,
  memberKeys.list,
);

export const useMembers = (query: MembersState) => useQuery(members.options(query));

/** The server's largest page: an organisation's people fit in it. */
const MEMBER_OPTIONS_SIZE = 100;

/** The organisation's people as a person filter's options (the activities route passes them on). */
export const useMemberOptions = () =>
  useQuery({
    ...members.options({ size: MEMBER_OPTIONS_SIZE }),
    select: (page) => page.content.map((member) => ({ value: member.id, label: memberFullName(member, '') })),
  });
