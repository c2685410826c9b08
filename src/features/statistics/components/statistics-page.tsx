import { Card } from '@/components/card';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import type { DateRangeKey } from '@/lib/dates';
import { listState } from '@/lib/list-state';
import { useStatistics } from '../api/get-statistics';
import type { Statistics as StatisticsAnswer } from '../schemas';
import type { StatisticsQuery } from '../schemas';
import { AdminStatistics } from './admin/admin-statistics';
import { CarrierStatistics } from './carrier/carrier-statistics';
import { hasFigures } from './has-figures';
import { ImporterStatistics } from './importer/importer-statistics';
import { StatisticsSkeleton } from './statistics-skeleton';

type Props = {
  range: DateRangeKey;
  query: StatisticsQuery;
  onRangeChange: (range: DateRangeKey) => void;
};

function RoleFigures({ data }: { data: StatisticsAnswer }) {
  switch (data.role) {
    case 'IMPORTER':
      return <ImporterStatistics data={data} />;
    case 'LOGISTIC':
      return <CarrierStatistics data={data} />;
    case 'ADMIN':
      return <AdminStatistics data={data} />;
  }
}

export function StatisticsPage({ range, query, onRangeChange }: Props) {
  // Every namespace the cards read loads with the page, so no card suspends the page later.
  const { t } = useTranslation(['statistics', 'common', 'ui', 'status', 'enums']);
  const statistics = useStatistics(query);
  const state = listState(statistics, (answer) => !hasFigures(answer));
  const { shown: data, stale } = state;

  let body;
  if (state.failed) {
    body = (
      <Card>
        <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />
      </Card>
    );
  } else if (!data) {
    body = <StatisticsSkeleton />;
  } else if (state.empty) {
    body = (
      <Card>
        <EmptyState
          title={t('common:empty.noResultFound')}
          description={t('statistics:empty')}
          action={
            range !== 'allDays' && (
              <Button variant="outline" onClick={() => onRangeChange('allDays')}>
                {t('statistics:showAllDays')}
              </Button>
            )
          }
        />
      </Card>
    );
  } else {
    body = (
      <div aria-busy={stale} className={stale ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'}>
        <RoleFigures data={data} />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t('statistics:title')}
        subtitle={t('statistics:subtitle')}
        actions={<DateRangeFilter value={range} onChange={onRangeChange} className="w-full sm:w-52" />}
      />
      <p role="status" className="sr-only">
        {state.busy
          ? t('common:loading')
          : state.current
            ? t('statistics:loaded', { range: t(`ui:dateRange.${range}`) })
            : ''}
      </p>
      <ListStateNote state={state} query={statistics} />
      {body}
    </div>
  );
}
