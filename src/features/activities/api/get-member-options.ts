import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { maybe } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

// The organisation's people for the timeline's person filter: only who they are, from the members
// list (GET /organization/members), read here so this feature does not reach into the members one.

const memberOptionSchema = z.object({ id: z.number(), name: z.string(), surname: maybe(z.string()) });
export type MemberOption = z.infer<typeof memberOptionSchema>;

/** The server's largest page: an organisation's people fit in it. */
const MEMBER_OPTIONS_SIZE = 100;

export const getMemberOptions = () =>
  apiRequest(pageSchema(memberOptionSchema, 'GET /organization/members (people filter)'), {
    method: 'GET',
    url: endpoints.organization.members,
    params: { page: 0, size: MEMBER_OPTIONS_SIZE },
  });

// Under 'members', so adding or renaming a member (which invalidates ['members']) refreshes it too.
export const getMemberOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['members', 'options'],
    queryFn: getMemberOptions,
    select: (page) => page.content,
  });

export const useMemberOptions = () => useQuery(getMemberOptionsQueryOptions());
