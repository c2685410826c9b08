import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/tabs';
import { MembersList } from '@/features/members/components/members-list';
import { MEMBERS_TAB, ownOrganizationUrlStateSchema } from '@/features/members/members-url-state';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile';
import { useUrlState } from '@/lib/use-url-state';
import { PageHeader } from '@/components/page-header';

const DEFAULTS = ownOrganizationUrlStateSchema.parse({});

/** /organization?tab=members&search=&status=&page= — the own organisation's profile and its members. */
export function OwnOrganizationRoute() {
  const { t } = useTranslation(['organizations', 'members']);
  const [{ tab, ...members }, setState] = useUrlState(ownOrganizationUrlStateSchema);
  // The member list's filters belong to its tab; leaving the tab drops them.
  const onTabChange = (value: string) =>
    setState({ ...DEFAULTS, tab: value === MEMBERS_TAB ? MEMBERS_TAB : 'organization' });

  return (
    <div className="grid gap-6">
      <PageHeader title={t('organizations:own.title')} subtitle={t('organizations:own.subtitle')} />
      <Tabs
        ariaLabel={t('organizations:own.tabsLabel')}
        tabs={[
          { value: 'organization', label: t('organizations:own.tabs.organization') },
          { value: MEMBERS_TAB, label: t('organizations:own.tabs.members') },
        ]}
        value={tab}
        onValueChange={onTabChange}
      >
        {tab === MEMBERS_TAB ? (
          <MembersList query={members} onQueryChange={setState} />
        ) : (
          <OrganizationProfile />
        )}
      </Tabs>
    </div>
  );
}
