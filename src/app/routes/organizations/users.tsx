import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { parseMemberListQuery, writeMemberListQuery } from '@/features/members/components/member-list-query';
import { MembersList } from '@/features/members/components/members-list';
import type { MemberListQuery } from '@/features/members/schemas';

/** /users?search=&status=&page= — the organisation's members as a page of their own. */
export function UsersRoute() {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const onQueryChange = useCallback(
    (next: MemberListQuery) => setParams((current) => writeMemberListQuery(current, next)),
    [setParams],
  );
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('users.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('users.subtitle')}</p>
      </header>
      <MembersList query={parseMemberListQuery(params)} onQueryChange={onQueryChange} />
    </div>
  );
}
