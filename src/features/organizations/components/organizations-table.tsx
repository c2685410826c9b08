import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { ListCard } from '@/components/list-card';
import type { DataColumn } from '@/components/data-list-columns';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import { TruncatedText } from '@/components/truncated-text';
import { formatDate } from '@/lib/dates';
import { orMissing } from '@/lib/display';
import { noRowsOnPage } from '@/lib/list-state';
import { useOrganizations } from '@/lib/organizations/get-organizations';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import type { OrganizationListQuery } from '../organizations-url-state';
import { ORGANIZATIONS_PAGE_SIZE, type Organization } from '../schemas';
import { EditOrganizationLink } from './admin/edit-organization-link';
import { OrganizationFilters } from './admin/organization-filters';
import { SuspensionStatus } from './admin/suspension-status';
import { organizationName, organizationTypeLabel } from './organization-labels';

function useOrganizationColumns(): DataColumn<Organization>[] {
  const { t } = useTranslation(['organizations', 'nav']);
  return useMemo(
    () => [
      {
        id: 'companyName',
        header: t('fields.companyName'),
        card: 'title',
        cell: (org) => (
          <>
            <TruncatedText
              as="p"
              text={organizationName(t, org)}
              className="max-w-64 font-medium text-slate-900"
            />
            {org.orgRegNumber && <p className="text-xs text-slate-500">{org.orgRegNumber}</p>}
          </>
        ),
        cardCell: (org) => <TruncatedText text={organizationName(t, org)} />,
      },
      {
        id: 'companyType',
        header: t('fields.companyType'),
        cell: (org) => organizationTypeLabel(t, org.organizationType),
      },
      {
        id: 'activity',
        header: t('fields.activity'),
        card: 'wide',
        className: 'max-w-64',
        cell: (org) => orMissing(t, org.activity),
      },
      {
        id: 'status',
        header: t('fields.status'),
        card: 'badge',
        cell: (org) => <SuspensionStatus organization={org} />,
      },
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (org) => orMissing(t, formatDate(org.createdAt)),
      },
      {
        id: 'actions',
        header: t('list.actions'),
        actions: true,
        cell: (org) => <EditOrganizationLink id={org.id} name={organizationName(t, org)} />,
      },
    ],
    [t],
  );
}

export function OrganizationsTable({
  query,
  onQueryChange,
}: {
  query: OrganizationListQuery;
  onQueryChange: SetUrlState<OrganizationListQuery>;
}) {
  const { t } = useTranslation(['organizations', 'nav', 'common']);
  const organizations = useOrganizations({ ...query, size: ORGANIZATIONS_PAGE_SIZE });
  const columns = useOrganizationColumns();
  const onPageChange = usePageChange(onQueryChange);
  const search = useListSearch(query, onQueryChange);
  return (
    <ListCard
      title={t('list.caption')}
      hideTitle
      filtersLayout="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      filters={
        <>
          <div className="flex-1">
            <UrlSearchInput label={t('list.searchLabel')} {...search.box} />
          </div>
          <OrganizationFilters
            query={query}
            onChange={(patch) => onQueryChange({ ...query, ...patch, page: 1 })}
          />
        </>
      }
    >
      <DataList
        query={organizations}
        columns={columns}
        rowKey={(org) => org.id}
        caption={t('list.caption')}
        rowAttributes={() => ({ 'data-testid': 'organization-row' })}
        isEmpty={noRowsOnPage}
        countLabel={(count) => t('list.found', { count })}
        page={query.page}
        onPageChange={onPageChange}
        // It has no 'no organisations yet' of its own: an empty list is one nothing matched in.
        filtered={{ description: t('list.emptyHint') }}
      />
    </ListCard>
  );
}
