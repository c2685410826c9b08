import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { membersRequest } from '../members-url-state';
import { memberFullName, memberPageSchema } from '../schemas';
import { memberKeys } from './query-keys';

const members = filteredRead(
  memberPageSchema,
  endpoints.organization.members,
  membersRequest,
  memberKeys.list,
);

export const useMembers = members.use;

const MEMBER_OPTIONS_SIZE = 100;

/** The organisation's people as a person filter's options. */
export const useMemberOptions = () =>
  useQuery({
    ...members.options({ size: MEMBER_OPTIONS_SIZE }),
    select: (page) => page.content.map((member) => ({ value: member.id, label: memberFullName(member, '') })),
  });
