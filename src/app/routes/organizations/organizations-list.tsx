import { useTranslation } from 'react-i18next';
import { OrganizationsTable } from '@/features/organizations/components/organizations-table';
import { organizationsUrlStateSchema } from '@/features/organizations/organizations-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** The list's page, search, type and status live in the URL, so a link or a reload shows the same list. */
export function OrganizationsListRoute() {
  const { t } = useTranslation('organizations');
  const [query, setQuery] = useUrlState(organizationsUrlStateSchema);
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('list.subtitle')}</p>
      </header>
      <OrganizationsTable query={query} onQueryChange={setQuery} />
    </div>
  );
}
