import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { cn } from '@/components/class-names';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { TruncatedText } from '@/components/truncated-text';
import { formatDate } from '@/lib/dates';
import { listState, noRowsOnPage } from '@/lib/list-state';
import { useUrlText } from '@/lib/use-url-text';
import { useIsPhone } from '@/lib/use-is-phone';
import { useOrganizations } from '@/lib/organizations/get-organizations';
import type { SetUrlState } from '@/lib/use-url-state';
import type { OrganizationListQuery } from '../organizations-url-state';
import { ORGANIZATIONS_PAGE_SIZE, type Organization } from '../schemas';
import { EditOrganizationLink } from './admin/edit-organization-link';
import { OrganizationFilters } from './admin/organization-filters';
import { SuspensionStatus } from './admin/suspension-status';
import { organizationName, organizationTypeLabel } from './organization-labels';
import { orMissing } from '@/lib/display';

const COLUMNS = ['companyName', 'companyType', 'activity', 'status', 'createdAt'] as const;
const dimmed = 'opacity-60 transition-opacity';

/** The admin's list of organisations. The query lives in the URL; the route passes it in and out. */
export function OrganizationsTable({
  query,
  onQueryChange,
}: {
  query: OrganizationListQuery;
  onQueryChange: SetUrlState<OrganizationListQuery>;
}) {
  const { t } = useTranslation(['organizations', 'nav', 'common']);
  const isPhone = useIsPhone();
  const commitSearch = useCallback(
    // Typing replaces the history entry: Back should not step through every letter.
    (search: string) => onQueryChange({ search, page: 1 }, { replace: true }),
    [onQueryChange],
  );
  const [search, setSearch] = useUrlText(query.search, commitSearch);
  const organizations = useOrganizations({ ...query, size: ORGANIZATIONS_PAGE_SIZE });
  const state = listState(organizations, noRowsOnPage);
  const rows = state.shown?.content;
  return (
    <section
      aria-labelledby="orgs-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <h2 id="orgs-title" className="sr-only">
        {t('list.caption')}
      </h2>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex-1">
          <SearchInput label={t('list.searchLabel')} value={search} onChange={setSearch} />
        </div>
        <OrganizationFilters
          query={query}
          onChange={(patch) => onQueryChange({ ...query, ...patch, page: 1 })}
        />
      </div>
      {/* Rows that stand in for the next answer are never counted as it. */}
      <p role="status" className="sr-only">
        {state.current && !state.busy ? t('list.found', { count: state.current.totalElements }) : ''}
      </p>
      <ListStateNote state={state} query={organizations} className="px-4 pt-4" />
      {state.failed ? (
        <div className="p-4">
          <ErrorState error={organizations.error} onRetry={() => void organizations.refetch()} />
        </div>
      ) : state.empty ? (
        <EmptyState
          icon={<Building2 className="size-6" aria-hidden="true" />}
          title={t('common:empty.noResultFound')}
          description={t('list.emptyHint')}
        />
      ) : (
        <>
          {isPhone ? (
            <OrganizationCards rows={rows} busy={state.busy} />
          ) : (
            <div
              className={cn('relative overflow-x-auto contain-inline-size', state.stale && rows && dimmed)}
              aria-busy={state.busy}
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('list.caption')}</caption>
                <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-4 py-3">
                        {t(`fields.${column}`)}
                      </th>
                    ))}
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">{t('list.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows ? (
                    rows.map((org) => <OrganizationRow key={org.id} org={org} />)
                  ) : (
                    <SkeletonRows rows={5} columns={COLUMNS.length + 1} />
                  )}
                </tbody>
              </table>
            </div>
          )}
          <div className="px-4">
            <DroppedRowsNote count={state.shown?.dropped} />
          </div>
          {state.shown && (
            <div className="border-t border-slate-200 px-4">
              <Pagination
                page={query.page}
                pageSize={ORGANIZATIONS_PAGE_SIZE}
                total={state.shown.totalElements}
                onPageChange={(page) => onQueryChange({ ...query, page })}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}

function OrganizationRow({ org }: { org: Organization }) {
  const { t } = useTranslation(['organizations', 'nav']);
  return (
    <tr data-testid="organization-row">
      <td className="px-4 py-3">
        <TruncatedText
          as="p"
          text={organizationName(t, org)}
          className="max-w-64 font-medium text-slate-900"
        />
        {org.orgRegNumber && <p className="text-xs text-slate-500">{org.orgRegNumber}</p>}
      </td>
      <td className="px-4 py-3 text-slate-700">{organizationTypeLabel(t, org.organizationType)}</td>
      <td className="max-w-64 px-4 py-3 text-slate-700">{orMissing(t, org.activity)}</td>
      <td className="px-4 py-3">
        <SuspensionStatus organization={org} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">
        {orMissing(t, formatDate(org.createdAt))}
      </td>
      <td className="px-4 py-3 text-right">
        <EditOrganizationLink id={org.id} name={organizationName(t, org)} />
      </td>
    </tr>
  );
}

function OrganizationCards({ rows, busy }: { rows: Organization[] | undefined; busy: boolean }) {
  const { t } = useTranslation(['organizations', 'nav']);
  if (!rows)
    return (
      <ul aria-busy="true" className="grid gap-3 p-3">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} aria-hidden className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <SkeletonBlock className="h-4 w-2/3" />
            <SkeletonBlock className="h-3 w-1/2" />
          </li>
        ))}
      </ul>
    );
  return (
    <ul aria-busy={busy} className={cn('grid grid-cols-1 gap-3 p-3', busy && dimmed)}>
      {rows.map((org) => (
        <li key={org.id} data-testid="organization-row" className="rounded-lg border border-slate-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <TruncatedText as="p" text={organizationName(t, org)} className="font-medium text-slate-900" />
            <SuspensionStatus organization={org} />
          </div>
          <p className="mt-1 text-xs text-slate-500">
            {organizationTypeLabel(t, org.organizationType)} · {orMissing(t, formatDate(org.createdAt))}
          </p>
          {org.activity && <p className="mt-1 text-sm text-slate-700">{org.activity}</p>}
          <div className="mt-3">
            <EditOrganizationLink id={org.id} name={organizationName(t, org)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
