import { paths } from '@/config/paths';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

const FIGURE_LINKS: Record<string, string> = {
  ongoingInquiries: withQuery(paths.inquiries.list, { tab: 'ongoing' }),
  verifiedInquiries: withQuery(paths.inquiries.list, { tab: 'verified' }),
  onHoldInquiries: withQuery(paths.inquiries.list, { tab: 'onHold' }),
  draftInquiries: withQuery(paths.inquiries.list, { tab: 'incomplete' }),
  awaitingDecision: paths.inquiries.bids,
  openInquiries: paths.inquiries.logisticList,
  bidsPending: withQuery(paths.bids.logistic, { tab: 'pending' }),
  bidsWon: paths.money.billing,
  winRate: paths.statistics,
  organizations: paths.organizations.list,
  inquiries: paths.inquiries.all,
  bids: paths.bids.logistic,
  paymentVolume: paths.money.allBilling,
};

export const figureLink = (key: string): string | undefined => FIGURE_LINKS[key];
