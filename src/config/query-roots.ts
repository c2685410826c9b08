// The first element of every query key, one per area of data. Each feature builds its layered keys
// from its root in its own `api/query-keys.ts` factory (`['bids', 'list', query]`); another feature
// that must refresh this data after a write (a bid decision changes inquiries) invalidates the root
// through this table, never by retyping the string. 'all-bids' and 'bids' are the spec's keys (§7).

export const QUERY_ROOTS = {
  activities: 'activities',
  allBids: 'all-bids',
  bids: 'bids',
  billing: 'billing',
  carrierProfile: 'carrier-profile',
  cities: 'cities',
  countries: 'countries',
  dashboard: 'dashboard',
  demo: 'demo',
  inquiries: 'inquiries',
  lanes: 'lanes',
  mail: 'mail',
  me: 'me',
  members: 'members',
  notifications: 'notifications',
  organizations: 'organizations',
  promoCodes: 'promo-codes',
  ratings: 'ratings',
  routeOffers: 'route-offers',
  statistics: 'statistics',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/** The key that matches every query of one area: pass it to `invalidateQueries`. */
export const rootKey = (root: QueryRoot) => [root] as const;
