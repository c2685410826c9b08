import { useCallback } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { getBids } from '../../api/get-bids';
import type { BidListQuery } from '../../schemas';
import type { BidAudience } from './bid-cells';
import { useBidCsvColumns } from './bid-csv-columns';

/** 'Export CSV' for a bid list: every bid the list's request finds, not only the page on screen. */
export function BidExportButton({ audience, request }: { audience: BidAudience; request: BidListQuery }) {
  const columns = useBidCsvColumns(audience);
  const fetchPage = useCallback((page: number, size: number) => getBids(request, { page, size }), [request]);
  return <ExportCsvButton list="bids" fetchPage={fetchPage} columns={columns} />;
}
