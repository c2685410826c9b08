import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { listState, noRowsOnPage } from '@/lib/list-state';
import type { SetUrlState } from '@/lib/use-url-state';
import { useActivities } from '../api/get-activities';
import { ActivityFilters, type PeopleOptions } from './activity-filters';
import {
  defaultActivityListQuery,
  hasActivityFilters,
  toActivityQuery,
  type ActivityListQuery,
} from '../activities-url-state';
import { ActivityTimeline } from './activity-timeline';
import { PageHeader } from '@/components/page-header';
import { ListCard } from '@/components/list-card';

type ActivitiesViewProps = {
  query: ActivityListQuery;
  onQueryChange: SetUrlState<ActivityListQuery>;
  /** Where an inquiry opens: the importer's and the carrier's detail pages differ. */
  inquiryHref: (inquiryId: number) => string;
  people: PeopleOptions;
};

export function ActivitiesPage({ query, onQueryChange, inquiryHref, people }: ActivitiesViewProps) {
  const { t } = useTranslation(['activities', 'common']);
  const activities = useActivities(toActivityQuery(query));
  const state = listState(activities, noRowsOnPage);
  const { shown } = state;

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListCard
        title={t('timeline.title')}
        hideTitle
        filtersLayout="block"
        filters={
          <ActivityFilters
            query={query}
            people={people}
            onChange={(patch) => onQueryChange({ ...patch, page: 1 })}
          />
        }
      >
        <p role="status" className="sr-only">
          {state.current && !state.busy ? t('timeline.found', { count: state.current.totalElements }) : ''}
        </p>
        <ListStateNote state={state} query={activities} className="px-4 pt-4 sm:px-5" />
        <ActivityTimeline
          activities={activities}
          state={state}
          inquiryHref={inquiryHref}
          filtered={hasActivityFilters(query)}
          onClearFilters={() => onQueryChange(defaultActivityListQuery)}
        />
        {shown && (
          <div className="border-t border-slate-200 px-4 sm:px-5">
            <DroppedRowsNote count={shown.dropped} />
            <Pagination
              page={shown.page + 1}
              pageSize={shown.size}
              total={shown.totalElements}
              onPageChange={(page) => onQueryChange({ page })}
            />
          </div>
        )}
      </ListCard>
    </div>
  );
}
