import { useTranslation } from 'react-i18next';
import { TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import type { ImporterStatistics } from '../../schemas';
import { rankedChartHeight } from '../category-labels';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { RankedBarChart } from '../lazy-charts';
import { useCurrencyChoice } from '../use-currency-choice';
import { sumOf, type StatFormat } from '../use-stat-format';

export const CHARTED_LANES = 10;

/** Average and best bid per mode and lane, one currency at a time. */
export function PriceByLaneCard({ data, format }: { data: ImporterStatistics; format: StatFormat }) {
  const { t } = useTranslation(['statistics', 'enums']);
  const { choice, currency } = useCurrencyChoice(data.priceByLane, (row) => row.bids);
  const rows = data.priceByLane.filter((row) => row.currency === currency);
  // A mode the app does not know shows its raw code; none, '—'.
  const modeName = (mode: string | undefined) =>
    isKnown(TRANSPORT_MODES, mode) ? t(`enums:mot.${mode}`) : (mode ?? t('ui:missing'));
  const laneName = (row: (typeof rows)[number]) => `${modeName(row.mode)} · ${row.lane}`;
  const cheapest = rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) => (!best || row.best < best.best ? row : best),
    undefined,
  );
  const money = (value: number) => format.money(value, currency ?? '');

  const charted = [...rows].sort((a, b) => b.bids - a.bids).slice(0, CHARTED_LANES);
  const labels = charted.map(laneName);
  const summary = t('importer.priceByLane.summary', {
    count: format.count(rows.length),
    bids: format.count(sumOf(rows, (row) => row.bids)),
    currency,
    price: cheapest ? money(cheapest.best) : '',
    lane: cheapest ? laneName(cheapest) : '',
  });
  return (
    <ChartCard
      title={t('importer.priceByLane.title')}
      summary={
        rows.length > charted.length
          ? `${summary} ${t('importer.priceByLane.charted', { shown: format.count(charted.length) })}`
          : summary
      }
      emptyMessage={currency === null ? t('importer.priceByLane.empty') : undefined}
      currency={choice}
      chartHeight={rankedChartHeight(labels, 44, 56)}
      chart={
        <RankedBarChart
          axis="amount"
          valueFormat={money}
          data={charted.map((row, index) => ({
            label: labels[index] ?? '',
            average: row.average,
            best: row.best,
          }))}
          series={[
            { key: 'average', name: t('importer.priceByLane.average'), colour: CHART_COLOURS.brand },
            { key: 'best', name: t('importer.priceByLane.best'), colour: CHART_COLOURS.green },
          ]}
        />
      }
      table={{
        columns: [
          { header: t('importer.priceByLane.lane') },
          { header: t('importer.priceByLane.mode') },
          ...(['bids', 'average', 'best'] as const).map((key) => ({
            header: t(`importer.priceByLane.${key}`),
            numeric: true,
          })),
        ],
        rows: rows.map((row) => ({
          key: `${row.mode}|${row.lane}`,
          cells: [row.lane, modeName(row.mode), format.count(row.bids), money(row.average), money(row.best)],
        })),
      }}
    />
  );
}
