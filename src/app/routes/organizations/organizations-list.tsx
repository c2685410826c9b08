import { useTranslation } from 'react-i18next';
import { OrganizationsTable } from '@/features/organizations/components/organizations-table';
import { organizationsUrlStateSchema } from '@/features/organizations/organizations-url-state';
import { useUrlState } from '@/lib/use-url-state';
import { PageHeader } from '@/components/page-header';

/** The list's page, search, type and status live in the URL, so a link or a reload shows the same list. */
export function OrganizationsListRoute() {
  const { t } = useTranslation('organizations');
  const [query, setQuery] = useUrlState(organizationsUrlStateSchema);
  return (
    <div className="grid gap-6">
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <OrganizationsTable query={query} onQueryChange={setQuery} />
    </div>
  );
}
