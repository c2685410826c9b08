import { BarChart3, Table2 } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { ChartBoundary } from './chart-boundary';
import { ChartTable, type ChartTableProps } from './chart-table';
import { releaseOnUnmount } from './release-on-unmount';
import type { CurrencyChoice } from './use-currency-choice';

type Props = {
  title: string;
  /** One line that says what the chart shows; also the picture's accessible name. */
  summary: string;
  /** The chart, drawn by a lazy chart module; null when the figure it draws is missing (the table stays). */
  chart: ReactNode;
  /** The same numbers as a table: hidden for the eye while the chart shows, never for screen readers. */
  table: Omit<ChartTableProps, 'caption'>;
  /** A card of money shows one currency at a time, with a switch when there are more. */
  currency?: CurrencyChoice;
  aside?: ReactNode;
  chartClassName?: string;
  chartHeight?: number;
  /** Set when the card has nothing to draw in the range: the message replaces chart and table. */
  emptyMessage?: string;
  className?: string;
};

export function ChartCard(props: Props) {
  const { title, summary, chart, table, currency, aside, emptyMessage, className } = props;
  const { chartClassName = 'h-64', chartHeight } = props;
  const { t } = useTranslation('statistics');
  const titleId = useId();
  const tableId = useId();
  const [tableChosen, setTableChosen] = useState(false);
  // A chart that fails to draw leaves a note and its table in its place.
  const [chartFailed, setChartFailed] = useState(false);
  const tableShown = tableChosen || chartFailed;

  return (
    <section aria-labelledby={titleId} className={cn(CARD_CLASSES, 'flex min-w-0 flex-col', className)}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-[12rem] flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{emptyMessage ?? summary}</p>
        </div>
        {!emptyMessage && !chartFailed && (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            {currency?.value && currency.options.length > 1 && (
              <SegmentedSwitch legend={t('currency')} {...currency} value={currency.value} />
            )}
            <Button
              variant="gray-outline"
              aria-controls={tableId}
              aria-expanded={tableShown}
              onClick={() => setTableChosen((shown) => !shown)}
              icon={tableShown ? BarChart3 : Table2}
            >
              {tableShown ? t('table.hide') : t('table.show')}
            </Button>
          </div>
        )}
      </header>
      {!emptyMessage && (
        <div className={cn('flex flex-col gap-4 p-4', aside !== undefined && 'sm:flex-row sm:items-center')}>
          {aside}
          {chartFailed && <p className="text-sm text-slate-600">{t('chartFailed')}</p>}
          {!tableShown && chart !== null && (
            <ChartBoundary onError={() => setChartFailed(true)}>
              <div
                ref={releaseOnUnmount}
                data-testid="chart"
                role="img"
                aria-label={`${title}. ${summary}`}
                className={cn('w-full min-w-0', chartHeight === undefined && chartClassName)}
                style={chartHeight === undefined ? undefined : { height: chartHeight }}
              >
                <Suspense fallback={<SkeletonBlock className="h-full w-full" />}>{chart}</Suspense>
              </div>
            </ChartBoundary>
          )}
          <div
            id={tableId}
            className={
              tableShown
                ? cn(
                    'relative w-full min-w-0 overflow-x-auto contain-inline-size',
                    aside !== undefined && 'sm:flex-1',
                  )
                : 'sr-only'
            }
          >
            <ChartTable caption={currency ? `${title} (${currency.value ?? ''})` : title} {...table} />
          </div>
        </div>
      )}
    </section>
  );
}
