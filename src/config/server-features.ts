import { endpoints } from './endpoints';

type Endpoint = string | ((id: string) => string);

const bare = (path: string) => path.replace(/^\/api(?=\/|$)/, '');
const escape = (s = '') => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (endpoint: Endpoint) => {
  if (typeof endpoint === 'string') return new RegExp(`^${escape(bare(endpoint))}$`);
  const [before, after] = bare(endpoint('\u0000')).split('\u0000');
  return new RegExp(`^${escape(before)}[^/]+${escape(after)}$`);
};

const { bids, billing, inquiries, mail, notifications, organization } = endpoints;

const FEATURE_ENDPOINTS = {
  dashboard: [endpoints.dashboard],
  statistics: [endpoints.statistics],
  mail: [mail.list, mail.unreadCount, mail.contacts],
  billing: [billing.summary, billing.invoices, billing.payments, billing.transactions, billing.balances],
  promoCodes: [endpoints.promoCodes.list],
  routeOffers: [endpoints.routes.offers],
  routeLanes: [endpoints.routes.lanes],
  activities: [organization.activities],
  members: [organization.members],
  bidHistory: [bids.history],
  inquiryActivity: [inquiries.activity],
  profile: [endpoints.me, endpoints.mePassword],
  carrierProfile: [organization.carrierProfile],
  myBids: [bids.mine, bids.update],
  adminBids: [bids.list],
  suspension: [organization.suspension],
  trackingLinks: [inquiries.trackingLink],
  deadlineExtension: [inquiries.deadline],
  exchangeRates: [endpoints.exchangeRates],
  ratings: [inquiries.rating, organization.carrierRatings],
  notifications: [notifications.list, notifications.unreadCount, notifications.settings],
} satisfies Record<string, readonly Endpoint[]>;

export type ServerFeature = keyof typeof FEATURE_ENDPOINTS;
export const SERVER_FEATURES = Object.keys(FEATURE_ENDPOINTS) as ServerFeature[];
const FEATURE_PATTERNS = SERVER_FEATURES.map((feature) => ({
  feature,
  patterns: FEATURE_ENDPOINTS[feature].map(pattern),
}));

/** The feature whose endpoint a request went to, if it is one of ours. */
export function featureOfPath(path: string | undefined): ServerFeature | null {
  if (!path) return null;
  const pathname = bare(path.split('?')[0] ?? '');
  return FEATURE_PATTERNS.find(({ patterns }) => patterns.some((p) => p.test(pathname)))?.feature ?? null;
}
