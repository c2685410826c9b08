import { useTranslation } from 'react-i18next';
import { TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import type { ImporterStatistics as ImporterStatisticsAnswer } from '../../schemas';
import { rankedChartHeight } from '../category-labels';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { ChartTable } from '../chart-table';
import { CurrencySwitch } from '../currency-switch';
import { RankedBarChart } from '../lazy-charts';
import { useCurrencyChoice } from '../use-currency-choice';
import { sumOf, type StatFormat } from '../use-stat-format';

type Props = { data: ImporterStatisticsAnswer; format: StatFormat };

export const CHARTED_LANES = 10;

function currenciesByUse(rows: ImporterStatisticsAnswer['priceByLane']): string[] {
  const bids = new Map<string, number>();
  rows.forEach((row) => bids.set(row.currency, (bids.get(row.currency) ?? 0) + row.bids));
  return [...bids.entries()].sort((a, b) => b[1] - a[1]).map(([currency]) => currency);
}

/** Average and best bid per mode and lane, one currency at a time. */
export function PriceByLaneCard({ data, format }: Props) {
  const { t } = useTranslation(['statistics', 'enums']);
  const currencies = currenciesByUse(data.priceByLane);
  const [currency, setCurrency] = useCurrencyChoice(currencies);
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
  const title = t('importer.priceByLane.title');
  const summary = t('importer.priceByLane.summary', {
    count: format.count(rows.length),
    bids: format.count(sumOf(rows, (row) => row.bids)),
    currency,
    price: cheapest ? money(cheapest.best) : '',
    lane: cheapest ? laneName(cheapest) : '',
  });
  return (
    <ChartCard
      title={title}
      summary={
        rows.length > charted.length
          ? `${summary} ${t('importer.priceByLane.charted', { shown: format.count(charted.length) })}`
          : summary
      }
      emptyMessage={currency === null ? t('importer.priceByLane.empty') : undefined}
      toolbar={currency && <CurrencySwitch currencies={currencies} value={currency} onChange={setCurrency} />}
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
      table={
        <ChartTable
          caption={`${title} (${currency ?? ''})`}
          columns={[
            { header: t('importer.priceByLane.lane') },
            { header: t('importer.priceByLane.mode') },
            { header: t('importer.priceByLane.bids'), numeric: true },
            { header: t('importer.priceByLane.average'), numeric: true },
            { header: t('importer.priceByLane.best'), numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: `${row.mode}|${row.lane}`,
            cells: [
              row.lane,
              modeName(row.mode),
              format.count(row.bids),
              money(row.average),
              money(row.best),
            ],
          }))}
        />
      }
    />
  );
}
