import { endpoints } from './endpoints';

// The parts of the product that stand on endpoints of our own design (docs/api.md, 'designed'),
// which someone else's backend may not have. When one of a feature's endpoints below answers 404
// or 501, the feature is taken as missing on this server: its menu item hides and its screens say
// 'not available on this server' while the rest of the app works. Only collection and section
// endpoints are listed: a 404 for one record (a mail, an invoice) means that record is gone. The
// few with an id are asked only about a record the screen already has from a call of its own (the
// inquiry through the spec's GET /api/bids/inquiry/{id}, the organisation through GET
// /organization/{id}, a bid from its list), so their 404 means the endpoint, not the record.

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

/** A path as the spec or endpoints.ts writes it, without the /api the base already carries. */
const bare = (path: string) => path.replace(/^\/api(?=\/|$)/, '');
const exactly = (path: string) => new RegExp(`^${bare(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** An endpoint with one id segment, e.g. /api/bids/history/{id}. */
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
  // The carrier's bids on one inquiry and their updates; placing a bid is the spec's POST /api/bids/create.
  myBids: [withId(endpoints.bids.mine), withId(endpoints.bids.update)],
  // GET /api/bids, the /bids list (the carrier's own, the admin's every bid); not /api/bids/create.
  adminBids: [exactly(endpoints.bids.list)],
  suspension: [withId(endpoints.organization.suspension)],
  // The importer's link of an inquiry it has read already. Not the public GET /tracking/{token}:
  // there a 404 means an unknown link, not a missing feature.
  trackingLinks: [withId(endpoints.inquiries.trackingLink)],
  // Extending a bid deadline; the deadline itself is a field of the inquiry, read where it is sent.
  deadlineExtension: [withId(endpoints.inquiries.deadline)],
  // Rates to compare bids in one currency; without them bids show in their own currencies only.
  exchangeRates: [exactly(endpoints.exchangeRates)],
  // Rating a delivered shipment's carrier (asked only for an inquiry the steps page has read) and the
  // carrier's own ratings; the averages on bids are a field, read where they are sent.
  ratings: [withId(endpoints.inquiries.rating), exactly(endpoints.organization.carrierRatings)],
  // The bell and its settings; without them the header has no bell and the profile no such area.
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
