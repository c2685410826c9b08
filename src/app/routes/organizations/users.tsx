import { useTranslation } from 'react-i18next';
import { MembersList } from '@/features/members/components/members-list';
import { membersUrlStateSchema } from '@/features/members/members-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** /users?search=&status=&page= — the organisation's members as a page of their own. */
export function UsersRoute() {
  const { t } = useTranslation('members');
  const [query, setQuery] = useUrlState(membersUrlStateSchema);
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('users.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('users.subtitle')}</p>
      </header>
      <MembersList query={query} onQueryChange={setQuery} />
    </div>
  );
}
