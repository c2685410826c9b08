import { z } from 'zod/mini';
import { USER_STATUSES } from '@/config/enums';
import { choiceParam, fixedParam, pageParam, textParam } from '@/lib/use-url-state';

/** The tab of /organization that shows the members (`?tab=members`). */
export const MEMBERS_TAB = 'members';

/** Members per page: a business account's team fits on one or two pages. */
const MEMBERS_PAGE_SIZE = 10;

/** /users?search=&status=&page= — the members list, as GET /organization/members is asked. */
export const membersUrlStateSchema = z.object({
  search: textParam(),
  status: choiceParam(['', ...USER_STATUSES], ''),
  page: pageParam(),
  size: fixedParam(MEMBERS_PAGE_SIZE),
});

/** /organization?tab=members&search=&status=&page= — the profile, or the members list with its filters. */
export const ownOrganizationUrlStateSchema = z.extend(membersUrlStateSchema, {
  tab: choiceParam(['organization', MEMBERS_TAB], 'organization'),
});
