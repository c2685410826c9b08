import { Map as MapIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card';
import { DataList } from '@/components/data-list';
import { listWords } from '@/components/list-words';
import { PageHeader } from '@/components/page-header';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import { Select } from '@/components/select';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { noRowsOnPage } from '@/lib/list-state';
import type { SetUrlState } from '@/lib/use-url-state';
import { usePageChange } from '@/lib/use-page-change';
import { useLanes } from '../../api/get-lanes';
import { LANE_SORTS, selectLanes, type LaneListQuery, type LaneSort } from '../../lanes-url-state';
import { useLaneColumns } from './lane-cells';

const SCREEN_NAMESPACES = ['lanes', 'enums', 'common', 'ui'] as const;

export function LanesPage({
  query,
  onChange,
}: {
  query: LaneListQuery;
  onChange: SetUrlState<LaneListQuery>;
}) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  const id = useId();
  const lanes = useLanes();
  const columns = useLaneColumns();

  const search = useListSearch(query, onChange);
  const answer = lanes.data;
  const shown = useMemo(() => answer && selectLanes(answer, query), [answer, query]);
  const onPageChange = usePageChange(onChange);
  const filtered = query.search.trim() !== '';
  const words = listWords(t, 'lanes:list', <MapIcon className="size-6" />);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('lanes:title')} subtitle={t('lanes:subtitle')} />
      <ListCard
        title={t('lanes:list.caption')}
        hideTitle
        filtersLabel={t('lanes:list.filters')}
        filtersLayout="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
        filters={
          <>
            <UrlSearchInput
              label={t('lanes:list.search')}
              placeholder={t('lanes:list.searchPlaceholder')}
              {...search.box}
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
          </>
        }
      >
        <DataList
          {...words}
          query={{ ...lanes, data: shown }}
          columns={columns}
          rowKey={(lane) => lane.key}
          caption={t('lanes:list.caption')}
          cardsBelow="lg"
          testId="lanes-table"
          rowAttributes={() => ({ 'data-testid': 'lane-row' })}
          // The server's order is the busiest lane first; the other sort is the latest inquiry first.
          sort={{ column: query.sort === 'recent' ? 'lastInquiry' : 'inquiries', direction: 'descending' }}
          isEmpty={filtered ? (page) => page.totalElements === 0 : noRowsOnPage}
          page={query.page}
          onPageChange={onPageChange}
          empty={{
            ...words.empty,
            action: (
              <SuspendableLink to={paths.inquiries.create} align="center">
                {t('lanes:list.createInquiry')}
              </SuspendableLink>
            ),
          }}
          filtered={
            filtered && {
              description: t('lanes:list.emptyFiltered'),
              clearLabel: t('lanes:list.clear'),
              onClear: () => search.clear(),
            }
          }
        />
      </ListCard>
    </div>
  );
}
