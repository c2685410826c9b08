import { useTranslation } from 'react-i18next';
import { OPEN_INQUIRY_STATUSES } from '@/config/enums';
import type { ImporterStatistics as ImporterStatisticsAnswer } from '../../schemas';
import { KpiCards } from '../kpi-cards';
import { sumOf, useStatFormat } from '../use-stat-format';
import { BidsPerInquiryCard } from './bids-per-inquiry-card';
import { InquiriesByStatusCard } from './inquiries-by-status-card';
import { PriceByLaneCard } from './price-by-lane-card';

export function ImporterStatistics({ data }: { data: ImporterStatisticsAnswer }) {
  const { t } = useTranslation('statistics');
  const format = useStatFormat(data.granularity);
  const periods = data.inquiriesByStatus;
  const inquiries = sumOf(periods, (p) => sumOf(Object.values(p.counts), (n) => n));
  const open = sumOf(periods, (p) => sumOf([...OPEN_INQUIRY_STATUSES], (status) => p.counts[status] ?? 0));
  const bids = sumOf(data.priceByLane, (row) => row.bids);
  const lanes = new Set(data.priceByLane.map((row) => `${row.mode}|${row.lane}`)).size;

  return (
    <>
      <KpiCards
        items={[
          {
            key: 'inquiries',
            label: t('importer.kpi.inquiries'),
            value: format.count(inquiries),
            accent: 'text-brand-700',
          },
          { key: 'open', label: t('importer.kpi.open'), value: format.count(open), accent: 'text-amber-700' },
          { key: 'bids', label: t('importer.kpi.bids'), value: format.count(bids), accent: 'text-green-700' },
          { key: 'lanes', label: t('importer.kpi.lanes'), value: format.count(lanes) },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <InquiriesByStatusCard data={data} format={format} className="xl:col-span-2" />
        <BidsPerInquiryCard data={data} format={format} />
        <PriceByLaneCard data={data} format={format} />
      </div>
    </>
  );
}
