import { endpoints } from './endpoints';

export const SERVER_FEATURES = [
  'dashboard',
  'statistics',
  'mail',
  'billing',
  'promoCodes',
  'routeOffers',
  'routeLanes',
  'activities',
  'members',
  'bidHistory',
  'inquiryActivity',
  'profile',
  'carrierProfile',
  'myBids',
  'adminBids',
  'suspension',
  'trackingLinks',
  'deadlineExtension',
  'exchangeRates',
  'ratings',
  'notifications',
] as const;
export type ServerFeature = (typeof SERVER_FEATURES)[number];

const bare = (path: string) => path.replace(/^\/api(?=\/|$)/, '');
const exactly = (path: string) => new RegExp(`^${bare(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const withId = (make: (id: string) => string) => {
  const [before, after] = bare(make('\u0000')).split('\u0000');
  const escape = (s = '') => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}[^/]+${escape(after)}$`);
};

export const FEATURE_ENDPOINTS: Record<ServerFeature, readonly RegExp[]> = {
  dashboard: [exactly(endpoints.dashboard)],
  statistics: [exactly(endpoints.statistics)],
  mail: [exactly(endpoints.mail.list), exactly(endpoints.mail.unreadCount), exactly(endpoints.mail.contacts)],
  billing: [
    exactly(endpoints.billing.summary),
    exactly(endpoints.billing.invoices),
    exactly(endpoints.billing.payments),
    exactly(endpoints.billing.transactions),
    exactly(endpoints.billing.balances),
  ],
  promoCodes: [exactly(endpoints.promoCodes.list)],
  routeOffers: [exactly(endpoints.routes.offers)],
  routeLanes: [exactly(endpoints.routes.lanes)],
  activities: [exactly(endpoints.organization.activities)],
  members: [exactly(endpoints.organization.members)],
  bidHistory: [withId(endpoints.bids.history)],
  inquiryActivity: [withId(endpoints.inquiries.activity)],
  profile: [exactly(endpoints.me), exactly(endpoints.mePassword)],
  carrierProfile: [exactly(endpoints.organization.carrierProfile)],
  myBids: [withId(endpoints.bids.mine), withId(endpoints.bids.update)],
  adminBids: [exactly(endpoints.bids.list)],
  suspension: [withId(endpoints.organization.suspension)],
  trackingLinks: [withId(endpoints.inquiries.trackingLink)],
  deadlineExtension: [withId(endpoints.inquiries.deadline)],
  exchangeRates: [exactly(endpoints.exchangeRates)],
  ratings: [withId(endpoints.inquiries.rating), exactly(endpoints.organization.carrierRatings)],
  notifications: [
    exactly(endpoints.notifications.list),
    exactly(endpoints.notifications.unreadCount),
    exactly(endpoints.notifications.settings),
  ],
};

/** The feature whose endpoint a request went to, if it is one of ours. */
export function featureOfPath(path: string | undefined): ServerFeature | null {
  if (!path) return null;
  const pathname = bare(path.split('?')[0] ?? '');
  for (const feature of SERVER_FEATURES) {
    if (FEATURE_ENDPOINTS[feature].some((pattern) => pattern.test(pathname))) return feature;
  }
  return null;
}
