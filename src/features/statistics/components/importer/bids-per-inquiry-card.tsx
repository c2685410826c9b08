import { useTranslation } from 'react-i18next';
import type { ImporterStatistics as ImporterStatisticsAnswer } from '../../schemas';
import { rankedChartHeight } from '../category-labels';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { ChartTable } from '../chart-table';
import { RankedBarChart } from '../lazy-charts';
import type { StatFormat } from '../use-stat-format';

type Props = { data: ImporterStatisticsAnswer; format: StatFormat };

/** The inquiries that drew the most bids in the range (the server sends the top ones). */
export function BidsPerInquiryCard({ data, format }: Props) {
  const { t } = useTranslation('statistics');
  const rows = data.bidsPerInquiry;
  const top = rows[0];
  const labels = rows.map((row) => row.inquiryCode);
  const title = t('importer.bidsPerInquiry.title');
  return (
    <ChartCard
      title={title}
      summary={t('importer.bidsPerInquiry.summary', {
        code: top?.inquiryCode ?? '',
        count: format.count(top?.bids ?? 0),
        shown: format.count(rows.length),
      })}
      emptyMessage={top ? undefined : t('importer.bidsPerInquiry.empty')}
      chartHeight={rankedChartHeight(labels, 30, 24)}
      chart={
        <RankedBarChart
          axis="count"
          valueFormat={format.count}
          data={rows.map((row) => ({ label: row.inquiryCode, bids: row.bids }))}
          series={[{ key: 'bids', name: t('importer.bidsPerInquiry.bids'), colour: CHART_COLOURS.brand }]}
        />
      }
      table={
        <ChartTable
          caption={title}
          columns={[
            { header: t('importer.bidsPerInquiry.inquiry') },
            { header: t('importer.bidsPerInquiry.bids'), numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: `${row.inquiryId ?? ''}|${row.inquiryCode}`,
            cells: [row.inquiryCode, format.count(row.bids)],
          }))}
        />
      }
    />
  );
}
