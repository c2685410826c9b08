import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_STATUSES, STATUSES, TRANSPORT_MODES } from '@/config/enums';
import type { CsvColumn } from '@/lib/csv';
import { csvDay } from '@/lib/csv-values';
import { isKnown } from '@/lib/lenient';
import type { BidListItem } from '../../schemas';
import type { BidAudience } from './bid-cells';

export function useBidCsvColumns(audience: BidAudience): CsvColumn<BidListItem>[] {
  const { t } = useTranslation(['bid-list', 'inquiries', 'enums', 'status', 'bids']);
  return useMemo(() => {
    const statusText = (status: string) => {
      if (status === 'LOST') return t('bids:status.lost');
      const key = status.toLowerCase();
      return isKnown(BID_STATUSES, status) && isKnown(STATUSES, key) ? t(`status:${key}`) : status;
    };
    const columns: (CsvColumn<BidListItem> | false)[] = [
      { header: t('bid-list:columns.inquiry'), value: (bid) => bid.inquiryCode },
      { header: t('inquiries:fields.pickup'), value: (bid) => bid.from },
      { header: t('inquiries:fields.delivery'), value: (bid) => bid.to },
      audience === 'admin' && { header: t('bid-list:columns.carrier'), value: (bid) => bid.organizationName },
      { header: t('bid-list:columns.importer'), value: (bid) => bid.importerName },
      {
        header: t('bid-list:columns.mode'),
        value: ({ shipmentMode: mode }) => (isKnown(TRANSPORT_MODES, mode) ? t(`enums:mot.${mode}`) : mode),
      },
      { header: t('bid-list:columns.price'), value: (bid) => bid.value },
      { header: t('bid-list:history.fields.currency'), value: (bid) => bid.currency },
      { header: t('bid-list:columns.status'), value: (bid) => statusText(bid.status) },
      { header: t('bid-list:columns.createdAt'), value: (bid) => csvDay(bid.createdAt) },
      { header: t('bid-list:details.notes'), value: (bid) => bid.notes },
    ];
    return columns.filter((column): column is CsvColumn<BidListItem> => column !== false);
  }, [audience, t]);
}
