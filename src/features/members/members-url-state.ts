import { z } from 'zod/mini';
import { USER_STATUSES } from '@/config/enums';
import { pagedListRequest, searchedPagesSchema, type UrlState } from '@/lib/url-request';
import { choiceParam } from '@/lib/use-url-state';

/** The tab of /organization that shows the members (`?tab=members`). */
export const MEMBERS_TAB = 'members';

/** Members per page: a business account's team fits on one or two pages. */
const MEMBERS_PAGE_SIZE = 10;

export const membersUrlStateSchema = searchedPagesSchema(MEMBERS_PAGE_SIZE, {
  status: choiceParam(['', ...USER_STATUSES], ''),
});
export type MembersState = UrlState<typeof membersUrlStateSchema>;

export const membersRequest = pagedListRequest(membersUrlStateSchema);

export const ownOrganizationUrlStateSchema = z.extend(membersUrlStateSchema, {
  tab: choiceParam(['organization', MEMBERS_TAB], 'organization'),
});
