import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { listState, nothingFound } from '@/lib/list-state';
import { useIsNarrowerThan } from '@/lib/use-is-phone';
import { useBids } from '../../api/get-bids';
import type { BidListItem, BidListQuery } from '../../schemas';
import type { BidAudience } from './bid-cells';
import { useBidColumns } from './bid-columns';
import { BidDetailsDialog } from './bid-details-dialog';
import { BidCards, BidTable } from './bid-rows';

/**
 * Every namespace the screen reads, asked for together by its heading: a part asking later for one
 * not yet loaded (the mode icon's, the dialog's) would suspend the whole page behind the spinner.
 */
export const SCREEN_NAMESPACES = ['bid-list', 'bids', 'enums', 'status', 'common', 'nav'] as const;

type Props = {
  audience: BidAudience;
  /** What the server is asked; its page is one-based, as in the URL. */
  request: BidListQuery;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Shown instead of the list when the server finds nothing. */
  empty: ReactNode;
};

/**
 * One page of bids from the server: a table on a desk, cards on a phone, or its empty or failed
 * state, with the pages below and the details dialog over it. While the next page loads (or waits
 * for the connection) the shown one stays, dimmed, marked busy and not counted (lib/list-state.ts).
 */
export function BidResults({ audience, request, onPageChange, empty }: Props) {
  const { t } = useTranslation(['bid-list', 'common']);
  const bids = useBids(request);
  // Its table is wider than a tablet: cards until the lg breakpoint.
  const asCards = useIsNarrowerThan('lg');
  const [selected, setSelected] = useState<BidListItem | null>(null);
  const onDetails = useCallback((bid: BidListItem) => setSelected(bid), []);
  const columns = useBidColumns(audience, onDetails);

  const state = listState(bids, nothingFound);
  const { shown, current, busy } = state;
  const pageCount = current ? Math.ceil(current.totalElements / request.size) : 0;

  // A link to a page past the end (the list shrank since it was shared) lands on the last page.
  const pastTheEnd = !!current && current.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && request.page > pageCount) onPageChange(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, request.page, onPageChange]);

  let list: ReactNode;
  if (state.failed) {
    list = (
      <div className="p-4">
        <ErrorState error={bids.error} onRetry={() => void bids.refetch()} />
      </div>
    );
  } else if (state.empty) {
    list = empty;
  } else {
    const caption = t(`bid-list:caption.${audience}`);
    const rows = shown?.content;
    list = (
      <>
        <div className="p-3 lg:p-0">
          {asCards ? (
            <BidCards columns={columns} rows={rows} busy={busy} caption={caption} />
          ) : (
            <BidTable columns={columns} rows={rows} busy={busy} caption={caption} />
          )}
          <div className="lg:px-3">
            <DroppedRowsNote count={shown?.dropped} />
          </div>
        </div>
        {shown && (
          <div className="border-t border-slate-200 px-4">
            <Pagination
              page={request.page}
              pageSize={request.size}
              total={shown.totalElements}
              onPageChange={(page) => onPageChange(page)}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      {/* Rows that stand in for the next answer are never counted as it. */}
      <p role="status" className="sr-only">
        {state.failed
          ? ''
          : busy || !current
            ? t('bid-list:loading')
            : t('bid-list:resultCount', { count: current.totalElements })}
      </p>
      <ListStateNote state={state} query={bids} className="px-4 pt-4" />
      {list}
      <BidDetailsDialog bid={selected} onClose={() => setSelected(null)} audience={audience} />
    </>
  );
}
