import { BID_STATUSES, BID_TABS, LANGUAGES, type BidStatus, type BidTab } from '@/config/enums';
import { BID_FILTERS } from '@/features/bids/schemas';
import { i18n } from '@/lib/i18n';
import { readDb } from '@/mocks/db/db';
import { demoOrganization, givenBid, givenInquiry } from '@tests/utils/factories';
import { expectTabShowsOnlyItsStatuses, switchLanguage } from '@tests/utils/status-tabs';
import { renderApp } from '@tests/utils/render-app';

// Each bid tab lists only bids of its own statuses, in every language: the carrier's /bids tabs
// (config/enums BID_TABS) and the importer's /all-bids/{id} status tabs, clicked as a user would and
// read off the rows' status badges.

/** Gives the demo carrier a bid of every status it lacks, so each tab has rows and each has others to leave out. */
function carrierWithBidOfEveryStatus() {
  const carrier = demoOrganization('LOGISTIC').id;
  for (const status of BID_STATUSES) {
    if (readDb().bids.some((b) => b.organizationId === carrier && b.status === status)) continue;
    givenBid({ inquiryId: givenInquiry().id, organizationId: carrier, status });
  }
}

/** An inquiry of the demo importer with one bid of every status. */
function inquiryWithBidOfEveryStatus() {
  const inquiry = givenInquiry();
  for (const status of BID_STATUSES) givenBid({ inquiryId: inquiry.id, status });
  return inquiry;
}

const bidLabel = (status: string) =>
  status === 'lost' ? i18n.t('bids:status.lost') : i18n.t(`status:${status}`);
const keys = (statuses: readonly BidStatus[]) => statuses.map((s) => s.toLowerCase());

describe.each(LANGUAGES)('the carrier’s bid tabs in %s', (language) => {
  const tabs = Object.keys(BID_TABS) as BidTab[];
  // 'completed' shares no status with another tab: start there (or on 'lost' to test it).
  const startTab = (tab: BidTab) => (tab === 'completed' ? 'lost' : 'completed');

  it.each(tabs)('the %s tab shows only its statuses', async (tab) => {
    carrierWithBidOfEveryStatus();
    await switchLanguage(language, ['bid-list', 'bids', 'status']);
    const { user } = renderApp({ url: `/bids?tab=${startTab(tab)}`, role: 'LOGISTIC' });
    await expectTabShowsOnlyItsStatuses({
      user,
      tabName: i18n.t(`bid-list:tabs.${tab}`),
      rowTestId: 'bid-row',
      allowed: keys(BID_TABS[tab]),
      labelOf: bidLabel,
    });
  });
});

describe.each(LANGUAGES)('the importer’s all-bids tabs in %s', (language) => {
  const startStatus = (filter: string) => (filter === 'PENDING' ? 'approved' : 'pending');

  it.each(BID_FILTERS.map((f) => f || 'ALL'))('the %s tab shows only its status', async (filter) => {
    const inquiry = inquiryWithBidOfEveryStatus();
    await switchLanguage(language, ['bids', 'status']);
    const { user } = renderApp({
      url: `/all-bids/${inquiry.id}?status=${startStatus(filter)}`,
      role: 'IMPORTER',
    });
    await expectTabShowsOnlyItsStatuses({
      user,
      tabName: filter === 'ALL' ? i18n.t('bids:filters.all') : bidLabel(filter.toLowerCase()),
      rowTestId: 'bid-row',
      allowed: filter === 'ALL' ? null : [filter.toLowerCase()],
      labelOf: bidLabel,
    });
  });
});
