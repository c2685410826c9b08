import { useTranslation } from 'react-i18next';
import type { ImporterStatistics } from '../../schemas';
import { rankedChartHeight } from '../category-labels';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { RankedBarChart } from '../lazy-charts';
import type { StatFormat } from '../use-stat-format';

/** The inquiries that drew the most bids in the range (the server sends the top ones). */
export function BidsPerInquiryCard({ data, format }: { data: ImporterStatistics; format: StatFormat }) {
  const { t } = useTranslation('statistics');
  const rows = data.bidsPerInquiry;
  const top = rows[0];
  const bids = t('importer.bidsPerInquiry.bids');
  return (
    <ChartCard
      title={t('importer.bidsPerInquiry.title')}
      summary={t('importer.bidsPerInquiry.summary', {
        code: top?.inquiryCode ?? '',
        count: format.count(top?.bids ?? 0),
        shown: format.count(rows.length),
      })}
      emptyMessage={top ? undefined : t('importer.bidsPerInquiry.empty')}
      chartHeight={rankedChartHeight(
        rows.map((row) => row.inquiryCode),
        30,
        24,
      )}
      chart={
        <RankedBarChart
          axis="count"
          valueFormat={format.count}
          data={rows.map((row) => ({ label: row.inquiryCode, bids: row.bids }))}
          series={[{ key: 'bids', name: bids, colour: CHART_COLOURS.brand }]}
        />
      }
      table={{
        columns: [{ header: t('importer.bidsPerInquiry.inquiry') }, { header: bids, numeric: true }],
        rows: rows.map((row) => ({
          key: `${row.inquiryId ?? ''}|${row.inquiryCode}`,
          cells: [row.inquiryCode, format.count(row.bids)],
        })),
      }}
    />
  );
}
