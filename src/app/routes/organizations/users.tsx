import { useTranslation } from 'react-i18next';
import { MembersList } from '@/features/members/components/members-list';
import { membersUrlStateSchema } from '@/features/members/members-url-state';
import { useUrlState } from '@/lib/use-url-state';
import { PageHeader } from '@/components/page-header';

export function UsersRoute() {
  const { t } = useTranslation('members');
  const [query, setQuery] = useUrlState(membersUrlStateSchema);
  return (
    <div className="grid gap-6">
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <MembersList query={query} onQueryChange={setQuery} />
    </div>
  );
}
