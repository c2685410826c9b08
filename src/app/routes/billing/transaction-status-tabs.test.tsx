import { LANGUAGES } from '@/config/enums';
import { TRANSACTION_TABS } from '@/config/billing';
import { i18n } from '@/lib/i18n';
import { readDb } from '@/mocks/db/db';
import { demoOrganization, givenTransaction } from '@tests/utils/factories';
import { expectTabShowsOnlyItsStatuses, switchLanguage } from '@tests/utils/status-tabs';
import { renderApp } from '@tests/utils/render-app';

// Each transactions tab on /billing lists only payments of its own status, in every language:
// clicked as the carrier would, read off the rows' status badges.

const STATUS_TABS = TRANSACTION_TABS.filter((tab) => tab !== 'all');

/** One payment of every status for the carrier, so each tab has rows and others to leave out. */
function everyStatus() {
  const carrier = demoOrganization('LOGISTIC').id;
  for (const status of STATUS_TABS)
    if (!readDb().transactions.some((t) => t.organizationId === carrier && t.status === status))
      givenTransaction({ status });
}

const paymentLabel = (status: string) =>
  status === 'pending' ? i18n.t('status:pending') : i18n.t(`status:payment.${status}`);

describe.each(LANGUAGES)('the transactions tabs in %s', (language) => {
  const startTab = (tab: string) => (tab === 'failed' ? 'succeeded' : 'failed');

  it.each([...TRANSACTION_TABS])('the %s tab shows only its status', async (tab) => {
    everyStatus();
    await switchLanguage(language, ['billing', 'status']);
    const { user } = renderApp({ url: `/billing?tab=${startTab(tab)}`, role: 'LOGISTIC' });
    await expectTabShowsOnlyItsStatuses({
      user,
      tabName: tab === 'all' ? i18n.t('billing:transactions.tabs.all') : paymentLabel(tab),
      rowTestId: 'transaction-row',
      allowed: tab === 'all' ? null : [tab],
      labelOf: paymentLabel,
    });
  });
});
