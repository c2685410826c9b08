import { FilterX, Map as MapIcon } from 'lucide-react';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SuspendableLink } from '@/components/suspended-action';
import { Select } from '@/components/select';
import { paths } from '@/config/paths';
import { listState, noRowsOnPage } from '@/lib/list-state';
import { useIsNarrowerThan } from '@/lib/use-is-phone';
import { useUrlText } from '@/lib/use-url-text';
import { useLanes } from '../../api/get-lanes';
import { useLaneColumns } from './lane-cells';
import {
  LANE_SORTS,
  LANES_PAGE_SIZE,
  selectLanes,
  type LaneListQuery,
  type LaneSort,
} from '../../lanes-url-state';
import { LaneCards, LaneTable } from './lane-rows';
import type { SetUrlState } from '@/lib/use-url-state';
import { PageHeader } from '@/components/page-header';

/** Asked for together by the heading, so no part suspends the page later for its own. */
const SCREEN_NAMESPACES = ['lanes', 'enums', 'common', 'ui'] as const;

type Props = { query: LaneListQuery; onChange: SetUrlState<LaneListQuery> };

/** The importer's /importer-routes ('route list'): the lanes its inquiries travel, busiest first. */
export function LanesPage({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  const id = useId();
  // Its table is wider than a tablet: cards until the lg breakpoint.
  const asCards = useIsNarrowerThan('lg');
  const lanes = useLanes();
  // Every lane comes in one answer, filtered and paged here: the state says whether it is there.
  const state = listState(lanes, noRowsOnPage);
  const columns = useLaneColumns();

  const commitSearch = useCallback(
    (search: string) => onChange({ search, page: 1 }, { replace: true }),
    [onChange],
  );
  const [search, setSearch] = useUrlText(query.search, commitSearch);
  const answer = state.shown;
  const shown = useMemo(() => (answer ? selectLanes(answer.content, query) : null), [answer, query]);
  const filtered = query.search.trim() !== '';

  const clear = () => {
    setSearch('');
    onChange({ search: '', page: 1 });
  };

  let list: ReactNode;
  if (state.failed) {
    list = <ErrorState error={lanes.error} onRetry={() => void lanes.refetch()} />;
  } else if (shown && shown.total === 0) {
    list = filtered ? (
      <EmptyState
        icon={<FilterX className="size-6" />}
        title={t('common:empty.noResultFound')}
        description={t('lanes:list.emptyFiltered')}
        action={
          <Button variant="outline" onClick={clear}>
            {t('lanes:list.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<MapIcon className="size-6" />}
        title={t('lanes:list.emptyTitle')}
        description={t('lanes:list.empty')}
        action={
          <SuspendableLink to={paths.inquiries.create} align="center">
            {t('lanes:list.createInquiry')}
          </SuspendableLink>
        }
      />
    );
  } else {
    const Rows = asCards ? LaneCards : LaneTable;
    list = (
      <>
        <div className="p-3 lg:p-0">
          <Rows columns={columns} rows={shown?.rows} caption={t('lanes:list.caption')} sort={query.sort} />
        </div>
        {shown && (
          <div className="border-t border-slate-200 px-4">
            <Pagination
              page={shown.page}
              pageSize={LANES_PAGE_SIZE}
              total={shown.total}
              onPageChange={(page) => onChange({ page })}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('lanes:title')} subtitle={t('lanes:subtitle')} />
      <section
        aria-label={t('lanes:list.caption')}
        className="rounded-card border border-slate-200 bg-white shadow-card"
      >
        <div
          role="group"
          aria-label={t('lanes:list.filters')}
          className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between"
        >
          <SearchInput
            label={t('lanes:list.search')}
            placeholder={t('lanes:list.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            className="sm:w-80"
          />
          <Select<LaneSort>
            inputId={`${id}-sort`}
            label={t('lanes:sort.label')}
            className="w-full sm:w-64"
            options={LANE_SORTS.map((value) => ({ value, label: t(`lanes:sort.${value}`) }))}
            value={query.sort}
            onChange={(sort) => onChange({ sort: sort ?? 'volume', page: 1 })}
          />
        </div>
        <p role="status" className="sr-only">
          {state.failed
            ? ''
            : shown
              ? t('lanes:list.resultCount', { count: shown.total })
              : t('lanes:list.loading')}
        </p>
        <ListStateNote state={state} query={lanes} className="px-4 pt-4" />
        {list}
        {/* Lanes the app could not read are counted under the list. */}
        {answer && <DroppedRowsNote count={answer.dropped} />}
      </section>
    </div>
  );
}
