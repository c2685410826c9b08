import { Users } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { Select } from '@/components/select';
import { USER_STATUSES } from '@/config/enums';
import { listState, noRowsOnPage } from '@/lib/list-state';
import { useUrlText } from '@/lib/use-url-text';
import type { SetUrlState } from '@/lib/use-url-state';
import { useIsPhone } from '@/lib/use-is-phone';
import { useMembers } from '../api/get-members';
import type { MemberListQuery } from '../schemas';
import { AddMemberDialog } from './add-member-dialog';
import { MemberCards, MembersTable } from './members-table';

type Status = MemberListQuery['status'];

/**
 * The organisation's members with search, a status filter, pages and the add-member action. The
 * query lives in the URL; the route passes it in and out, so the tab and /users share this list.
 */
export function MembersList({
  query,
  onQueryChange,
}: {
  query: MemberListQuery;
  onQueryChange: SetUrlState<MemberListQuery>;
}) {
  const { t } = useTranslation(['members', 'common']);
  const isPhone = useIsPhone();
  const commitSearch = useCallback(
    // Typing replaces the history entry: Back should not step through every letter.
    (search: string) => onQueryChange({ search, page: 1 }, { replace: true }),
    [onQueryChange],
  );
  const [search, setSearch] = useUrlText(query.search, commitSearch);
  const members = useMembers(query);
  const state = listState(members, noRowsOnPage);
  const rows = state.shown?.content;
  const filtered = query.search !== '' || query.status !== '';

  return (
    <section
      aria-labelledby="members-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 id="members-title" className="text-base font-semibold text-slate-900">
          {t('members:list.heading')}
        </h2>
        <AddMemberDialog />
      </div>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:px-5">
        <SearchInput
          label={t('members:list.searchLabel')}
          placeholder={t('members:list.searchLabel')}
          value={search}
          onChange={setSearch}
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
      </div>
      {/* Rows that stand in for the next answer are never counted as it. */}
      <p aria-live="polite" className="sr-only">
        {state.current && !state.busy ? t('members:list.loaded', { count: state.current.totalElements }) : ''}
      </p>
      <ListStateNote state={state} query={members} className="px-4 pt-4 sm:px-5" />
      {state.failed ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : state.empty ? (
        <EmptyState
          icon={<Users aria-hidden className="size-6" />}
          title={filtered ? t('common:empty.noResultFound') : t('members:list.empty')}
          description={filtered ? t('members:list.emptyFiltered') : undefined}
        />
      ) : (
        <>
          {isPhone ? (
            <MemberCards members={rows} busy={state.busy} />
          ) : (
            <MembersTable members={rows} busy={state.busy} />
          )}
          <div className="px-4 sm:px-5">
            <DroppedRowsNote count={state.shown?.dropped} />
          </div>
          {state.shown && (
            <div className="border-t border-slate-200 px-4 sm:px-5">
              <Pagination
                page={query.page}
                pageSize={query.size}
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
