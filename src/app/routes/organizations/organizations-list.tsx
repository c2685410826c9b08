import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OrganizationsTable } from '@/features/organizations/components/organizations-table';
import { organizationListQuerySchema, type OrganizationListQuery } from '@/features/organizations/schemas';

/** The list's page, search, type and status live in the URL, so a link or a reload shows the same list. */
export function OrganizationsListRoute() {
  const { t } = useTranslation('organizations');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => organizationListQuerySchema.parse(Object.fromEntries(params)), [params]);
  const onQueryChange = useCallback(
    (next: OrganizationListQuery) => {
      const entries = Object.entries({
        page: next.page > 1 ? String(next.page) : '',
        search: next.search,
        type: next.type,
        status: next.status,
      }).filter(([, v]) => v);
      setParams(new URLSearchParams(entries), { replace: true });
    },
    [setParams],
  );
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('list.subtitle')}</p>
      </header>
      <OrganizationsTable query={query} onQueryChange={onQueryChange} />
    </div>
  );
}
