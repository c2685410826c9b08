import { z } from 'zod/mini';
import { USER_STATUSES } from '@/config/enums';
import { pagedListRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, fixedParam, pageParam, textParam } from '@/lib/use-url-state';

/** The tab of /organization that shows the members (`?tab=members`). */
export const MEMBERS_TAB = 'members';

/** Members per page: a business account's team fits on one or two pages. */
const MEMBERS_PAGE_SIZE = 10;

export const membersUrlStateSchema = z.object({
  search: textParam(),
  status: choiceParam(['', ...USER_STATUSES], ''),
  page: pageParam(),
  size: fixedParam(MEMBERS_PAGE_SIZE),
});
export type MembersState = UrlState<typeof membersUrlStateSchema>;

export const membersRequest = pagedListRequest(membersUrlStateSchema);

export const ownOrganizationUrlStateSchema = z.extend(membersUrlStateSchema, {
  tab: choiceParam(['organization', MEMBERS_TAB], 'organization'),
});
