import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/tabs';
import {
  MEMBERS_TAB,
  parseMemberListQuery,
  writeMemberListQuery,
} from '@/features/members/components/member-list-query';
import { MembersList } from '@/features/members/components/members-list';
import type { MemberListQuery } from '@/features/members/schemas';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile';

/** /organization?tab=members&search=&status=&page= — the own organisation's profile and its members. */
export function OwnOrganizationRoute() {
  const { t } = useTranslation(['organizations', 'members']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === MEMBERS_TAB ? MEMBERS_TAB : 'organization';

  const onQueryChange = useCallback(
    (next: MemberListQuery) => setParams((current) => writeMemberListQuery(current, next)),
    [setParams],
  );
  // The member list's filters belong to its tab; leaving the tab drops them.
  const onTabChange = (value: string) =>
    setParams(value === MEMBERS_TAB ? { tab: MEMBERS_TAB } : new URLSearchParams());

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('organizations:own.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('organizations:own.subtitle')}</p>
      </header>
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
          <MembersList query={parseMemberListQuery(params)} onQueryChange={onQueryChange} />
        ) : (
          <OrganizationProfile />
        )}
      </Tabs>
    </div>
  );
}
