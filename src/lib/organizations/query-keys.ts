import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { OrganizationsQuery } from './get-organizations';

// Every organisation query's key, in one factory: the organizations feature (the caller's own, the
// admin's list and one organisation), the inquiries feature (the carriers an inquiry goes to) and the
// filters of the inquiry and bid lists all read organisations, so one invalidation of `all` after an
// organisation changes refreshes each of them.

export const organizationKeys = {
  all: rootKey(QUERY_ROOTS.organizations),
  /** A page of GET /organizations: the admin's list, or a filter's options (a page of 100). */
  list: (query: OrganizationsQuery) => [...organizationKeys.all, 'list', query] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
  /** GET /organization: the caller's own. */
  current: () => [...organizationKeys.all, 'current'] as const,
  /** GET /logistic-organizations: the active carriers an importer sends an inquiry to. */
  carriers: () => [...organizationKeys.all, 'carriers'] as const,
};
