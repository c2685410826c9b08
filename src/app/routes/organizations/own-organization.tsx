import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/tabs';
import { MembersList } from '@/features/members/components/members-list';
import { MEMBERS_TAB, ownOrganizationUrlStateSchema } from '@/features/members/members-url-state';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile';
import { z } from 'zod/mini';
import { CarrierRatingsPanel } from '@/features/ratings/components/carrier-ratings-panel';
import { useDecide } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { usePageChange } from '@/lib/use-page-change';
import { choiceParam, useUrlState } from '@/lib/use-url-state';
import { PageHeader } from '@/components/page-header';

const RATINGS_TAB = 'ratings';
const urlStateSchema = z.extend(ownOrganizationUrlStateSchema, {
  tab: choiceParam(['organization', MEMBERS_TAB, RATINGS_TAB], 'organization'),
});
const DEFAULTS = urlStateSchema.parse({});

export function OwnOrganizationRoute() {
  const { t } = useTranslation(['organizations', 'members', 'ratings']);
  const [{ tab, ...members }, setState] = useUrlState(urlStateSchema);
  const decide = useDecide();
  const ratingsAvailable = useFeatureAvailable('ratings');
  const ratingsShown = decide('view:carrierRatings') !== 'denied' && ratingsAvailable;
  // The member list's filters belong to its tab; leaving the tab drops them.
  const onTabChange = (value: string) => setState({ ...DEFAULTS, tab: value as typeof tab });
  const onPageChange = usePageChange(setState);
  const shownTab = tab === RATINGS_TAB && !ratingsShown ? 'organization' : tab;

  return (
    <div className="grid gap-6">
      <PageHeader title={t('organizations:own.title')} subtitle={t('organizations:own.subtitle')} />
      <Tabs
        ariaLabel={t('organizations:own.tabsLabel')}
        tabs={[
          { value: 'organization', label: t('organizations:own.tabs.organization') },
          { value: MEMBERS_TAB, label: t('organizations:own.tabs.members') },
          ...(ratingsShown ? [{ value: RATINGS_TAB, label: t('ratings:mine.title') }] : []),
        ]}
        value={shownTab}
        onValueChange={onTabChange}
      >
        {shownTab === MEMBERS_TAB ? (
          <MembersList query={members} onQueryChange={setState} />
        ) : shownTab === RATINGS_TAB ? (
          <CarrierRatingsPanel page={members.page} onPageChange={onPageChange} />
        ) : (
          <OrganizationProfile />
        )}
      </Tabs>
    </div>
  );
}
