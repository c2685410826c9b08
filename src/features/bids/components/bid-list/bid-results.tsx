import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListEmpty, type DataListFiltered } from '@/components/data-list';
import { useBids } from '../../api/get-bids';
import type { BidListItem, BidListQuery } from '../../schemas';
import type { BidAudience } from './bid-cells';
import { useBidColumns } from './bid-columns';
import { BidDetailsDialog } from '../bid-details-dialog';

export const SCREEN_NAMESPACES = ['bid-list', 'bids', 'enums', 'status', 'common', 'nav'] as const;

type Props = {
  audience: BidAudience;
  request: BidListQuery;
  onPageChange: (page: number, options: { replace: boolean }) => void;
  empty: DataListEmpty;
  filtered: DataListFiltered | false;
};

export function BidResults({ audience, request, onPageChange, empty, filtered }: Props) {
  const { t } = useTranslation(['bid-list', 'common']);
  const bids = useBids(request);
  const [selected, setSelected] = useState<BidListItem | null>(null);
  const onDetails = useCallback((bid: BidListItem) => setSelected(bid), []);
  const columns = useBidColumns(audience, onDetails);

  return (
    <>
      <DataList
        query={bids}
        columns={columns}
        rowKey={(bid) => bid.bidId}
        caption={t(`bid-list:caption.${audience}`)}
        cardsBelow="lg"
        testId="bid-list"
        cardsTestId="bid-cards"
        rowAttributes={() => ({ 'data-testid': 'bid-row' })}
        loadingLabel={t('bid-list:loading')}
        countLabel={(count) => t('bid-list:resultCount', { count })}
        empty={empty}
        filtered={filtered}
        page={request.page + 1}
        onPageChange={onPageChange}
      />
      <BidDetailsDialog bid={selected} onClose={() => setSelected(null)} audience={audience} />
    </>
  );
}
