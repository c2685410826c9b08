import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SkeletonRows } from '@/components/skeleton-rows';
import { formatDate } from '@/lib/dates';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOrganizations } from '../api/get-organizations';
import { ORGANIZATIONS_PAGE_SIZE, type OrganizationListQuery } from '../schemas';
import { SuspensionBadge } from './suspension-badge';

/** The admin's list of organisations. The query lives in the URL; the route passes it in and out. */
export function OrganizationsTable({
  query,
  onQueryChange,
}: {
  query: OrganizationListQuery;
  onQueryChange: (next: OrganizationListQuery) => void;
}) {
  const { t } = useTranslation(['organizations', 'nav', 'common']);
  const typeId = useId();
  const [search, setSearch] = useState(query.search);
  const debounced = useDebouncedValue(search);
  const organizations = useOrganizations(query);

  useEffect(() => {
    if (debounced !== query.search) onQueryChange({ ...query, search: debounced, page: 1 });
  }, [debounced, query, onQueryChange]);

  const rows = organizations.data?.content;
  return (
    <section
      aria-labelledby="orgs-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchInput label={t('list.searchLabel')} value={search} onChange={setSearch} />
        </div>
        <div>
          <label htmlFor={typeId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('list.typeLabel')}
          </label>
          <select
            id={typeId}
            value={query.type}
            onChange={(e) =>
              onQueryChange({ ...query, type: e.target.value as OrganizationListQuery['type'], page: 1 })
            }
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-48"
          >
            <option value="">{t('list.allTypes')}</option>
            <option value="IMPORTER">{t('nav:roles.IMPORTER')}</option>
            <option value="LOGISTIC">{t('nav:roles.LOGISTIC')}</option>
          </select>
        </div>
      </div>
      <h2 id="orgs-title" className="sr-only">
        {t('list.caption')}
      </h2>
      {organizations.isError ? (
        <div className="p-4">
          <ErrorState error={organizations.error} onRetry={() => void organizations.refetch()} />
        </div>
      ) : rows?.length === 0 ? (
        <EmptyState
          icon={<Building2 className="h-8 w-8" aria-hidden="true" />}
          title={t('common:empty.noResultFound')}
        />
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('list.caption')}</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('fields.companyName')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('fields.companyType')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('fields.activity')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('fields.status')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('fields.createdAt')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {organizations.isPending ? (
                  <SkeletonRows rows={5} columns={5} />
                ) : (
                  rows?.map((org) => (
                    <tr key={org.id}>
                      <td className="px-4 py-3">
                        <p className="font-medium text-slate-900">{org.organizaName}</p>
                        <p className="text-xs text-slate-500">{org.orgRegNumber}</p>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{t(`nav:roles.${org.organizationType}`)}</td>
                      <td className="px-4 py-3 text-slate-700">{org.activity || '—'}</td>
                      <td className="px-4 py-3">
                        <SuspensionBadge suspended={org.suspended} />
                      </td>
                      <td className="px-4 py-3 tabular-nums text-slate-700">{formatDate(org.createdAt)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 p-3 md:hidden">
            {rows?.map((org) => (
              <li key={org.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium text-slate-900">{org.organizaName}</p>
                  <SuspensionBadge suspended={org.suspended} />
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  {t(`nav:roles.${org.organizationType}`)} · {formatDate(org.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          {organizations.data && (
            <div className="border-t border-slate-200 p-4">
              <Pagination
                page={query.page}
                pageSize={ORGANIZATIONS_PAGE_SIZE}
                total={organizations.data.totalElements}
                onPageChange={(page) => onQueryChange({ ...query, page })}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
