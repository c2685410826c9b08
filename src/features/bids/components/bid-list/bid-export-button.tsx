import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '@/components/export-csv-button';
import { TRANSPORT_MODES } from '@/config/enums';
import type { CsvColumn } from '@/lib/csv';
import { csvDay } from '@/lib/csv-values';
import { isKnown } from '@/lib/lenient';
import { getBids } from '../../api/get-bids';
import type { BidListItem, BidListQuery } from '../../schemas';
import { bidStatusLabel } from '../bid-format';
import type { BidAudience } from './bid-cells';

function useBidCsvColumns(audience: BidAudience): CsvColumn<BidListItem>[] {
  const { t } = useTranslation(['bid-list', 'inquiries', 'enums', 'status', 'bids']);
  return useMemo(() => {
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
      { header: t('bid-list:columns.status'), value: (bid) => bidStatusLabel(t, bid.status) },
      { header: t('bid-list:columns.createdAt'), value: (bid) => csvDay(bid.createdAt) },
      { header: t('bid-list:details.notes'), value: (bid) => bid.notes },
    ];
    return columns.filter((column): column is CsvColumn<BidListItem> => column !== false);
  }, [audience, t]);
}

/** 'Export CSV' for a bid list: every bid the list's request finds, not only the page on screen. */
export function BidExportButton({ audience, request }: { audience: BidAudience; request: BidListQuery }) {
  const columns = useBidCsvColumns(audience);
  const fetchPage = useCallback((page: number, size: number) => getBids(request, { page, size }), [request]);
  return <ExportCsvButton list="bids" fetchPage={fetchPage} columns={columns} />;
}
