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
