import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListEmpty, type DataListFiltered } from '@/components/data-list';
import { useBids } from '../../api/get-bids';
import type { BidListItem, BidListQuery } from '../../schemas';
import type { BidAudience } from './bid-cells';
import { useBidColumns } from './bid-columns';
import { BidDetailsDialog } from '../bid-details-dialog';

/**
 * Every namespace the screen reads, asked for together by its heading: a part asking later for one
 * not yet loaded (the mode icon's, the dialog's) would suspend the whole page behind the spinner.
 */
export const SCREEN_NAMESPACES = ['bid-list', 'bids', 'enums', 'status', 'common', 'nav'] as const;

type Props = {
  audience: BidAudience;
  /** What the server is asked; its page is one-based, as in the URL. */
  request: BidListQuery;
  onPageChange: (page: number, options: { replace: boolean }) => void;
  /** What the list says when the server finds nothing. */
  empty: DataListEmpty;
  /** Set while the search or filters are on: what it says when nothing matches them. */
  filtered: DataListFiltered | false;
};

/**
 * One page of bids from the server: a table on a desk, cards on a phone, or its empty or failed
 * state, with the pages below and the details dialog over it. While the next page loads (or waits
 * for the connection) the shown one stays, dimmed, marked busy and not counted (lib/list-state.ts).
 */
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
        // Its table is wider than a tablet: cards until the lg breakpoint.
        cardsBelow="lg"
        testId="bid-list"
        cardsTestId="bid-cards"
        rowAttributes={() => ({ 'data-testid': 'bid-row' })}
        loadingLabel={t('bid-list:loading')}
        countLabel={(count) => t('bid-list:resultCount', { count })}
        empty={empty}
        filtered={filtered}
        page={request.page}
        onPageChange={onPageChange}
      />
      <BidDetailsDialog bid={selected} onClose={() => setSelected(null)} audience={audience} />
    </>
  );
}
