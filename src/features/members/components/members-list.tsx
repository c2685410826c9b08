import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { ListCard } from '@/components/list-card';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import { Select } from '@/components/select';
import { USER_STATUSES } from '@/config/enums';
import { noRowsOnPage } from '@/lib/list-state';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import { useMembers } from '../api/get-members';
import type { MemberListQuery } from '../schemas';
import { AddMemberDialog } from './add-member-dialog';
import { useMemberColumns } from './member-columns';

type Status = MemberListQuery['status'];

export function MembersList({
  query,
  onQueryChange,
}: {
  query: MemberListQuery;
  onQueryChange: SetUrlState<MemberListQuery>;
}) {
  const { t } = useTranslation(['members', 'common']);
  const members = useMembers(query);
  const columns = useMemberColumns();
  const onPageChange = usePageChange(onQueryChange);
  const search = useListSearch(query, onQueryChange);
  const filtered = query.search !== '' || query.status !== '';

  return (
    <ListCard
      title={t('members:list.heading')}
      actions={<AddMemberDialog />}
      filters={
        <>
          <UrlSearchInput
            label={t('members:list.searchLabel')}
            placeholder={t('members:list.searchLabel')}
            {...search.box}
            className="sm:w-80"
          />
          <Select<Status>
            label={t('members:fields.status')}
            inputId="members-status-filter"
            className="w-full sm:w-56"
            options={[
              { value: '', label: t('members:list.allStatuses') },
              ...USER_STATUSES.map((s) => ({ value: s, label: t(`members:status.${s}`) })),
            ]}
            value={query.status}
            onChange={(value) => onQueryChange({ ...query, status: value ?? '', page: 1 })}
          />
        </>
      }
    >
      <DataList
        query={members}
        columns={columns}
        rowKey={(member) => member.id}
        caption={t('members:list.caption')}
        testId="members-table"
        rowAttributes={() => ({ 'data-testid': 'member-row' })}
        isEmpty={noRowsOnPage}
        countLabel={(count) => t('members:list.loaded', { count })}
        page={query.page}
        onPageChange={onPageChange}
        empty={{ icon: <Users aria-hidden className="size-6" />, title: t('members:list.empty') }}
        filtered={filtered && { description: t('members:list.emptyFiltered') }}
      />
    </ListCard>
  );
}
