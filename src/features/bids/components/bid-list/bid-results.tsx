import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListEmpty } from '@/components/data-list';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import { useBids } from '../../api/get-bids';
import type { BidListItem, BidListQuery } from '../../schemas';
import { BidDetailsDialog } from '../bid-details-dialog';
import type { BidAudience } from './bid-cells';
import { useBidColumns } from './bid-columns';

export const SCREEN_NAMESPACES = ['bid-list', 'bids', 'enums', 'status', 'common', 'nav'] as const;

type Props = {
  audience: BidAudience;
  request: BidListQuery;
  onChange: SetUrlState<{ page: number }>;
  empty: DataListEmpty;
  /** Clears the search or filters that narrow the list; false when none is set. */
  onClear: (() => void) | false;
};

export function BidResults({ audience, request, onChange, empty, onClear }: Props) {
  const { t } = useTranslation(['bid-list', 'common']);
  const bids = useBids(request);
  const [selected, setSelected] = useState<BidListItem | null>(null);
  const columns = useBidColumns(audience, setSelected);

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
        filtered={
          onClear && {
            description: t('bid-list:empty.filtered'),
            clearLabel: t('bid-list:filters.clear'),
            onClear,
          }
        }
        page={request.page + 1}
        onPageChange={usePageChange(onChange)}
      />
      <BidDetailsDialog bid={selected} onClose={() => setSelected(null)} audience={audience} />
    </>
  );
}
