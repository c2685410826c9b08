import { FilterX, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { listState, nothingFound } from '@/lib/list-state';
import { useIsNarrowerThan } from '@/lib/use-is-phone';
import { useInquiriesWithBids } from '../../api/get-inquiries-with-bids';
import type { InquiryBidsQuery } from '../../schemas';
import { InquiryBidsCards, InquiryBidsTable } from './inquiry-bids-list';

type Props = {
  query: InquiryBidsQuery;
  onUpdate: (patch: Partial<InquiryBidsQuery>, options?: { replace?: boolean }) => void;
  onClearSearch: () => void;
};

/** One page of the importer's inquiries with their bids, or why there is none. */
export function InquiryBidsResults({ query, onUpdate, onClearSearch }: Props) {
  const { t } = useTranslation(['inquiries-bids', 'common']);
  // Its table is wider than a tablet: cards until the lg breakpoint.
  const asCards = useIsNarrowerThan('lg');
  const result = useInquiriesWithBids(query);
  const state = listState(result, nothingFound);
  const { shown, current, busy } = state;
  const pageCount = current ? Math.ceil(current.totalElements / query.size) : 0;

  // A shared link to a page past the end (the list shrank since) lands on the last page.
  const pastTheEnd = !!current && current.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.page > pageCount) onUpdate({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, query.page, onUpdate]);

  if (state.failed) {
    return (
      <div className="p-4">
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </div>
    );
  }

  const note = <ListStateNote state={state} query={result} className="px-4 pt-4" />;
  if (state.empty) {
    return (
      <>
        {note}
        <EmptyResult query={query} onUpdate={onUpdate} onClearSearch={onClearSearch} />
      </>
    );
  }

  return (
    <>
      {/* Rows that stand in for the next answer are never counted as it. */}
      <p role="status" className="sr-only">
        {busy || !current
          ? t('common:loading')
          : t('inquiries-bids:resultCount', { count: current.totalElements })}
      </p>
      {note}
      {asCards ? (
        <InquiryBidsCards rows={shown?.content} busy={busy} />
      ) : (
        <InquiryBidsTable rows={shown?.content} busy={busy} />
      )}
      <div className="px-4">
        <DroppedRowsNote count={shown?.dropped} />
      </div>
      {shown && (
        <div className="border-t border-slate-200 px-4">
          <Pagination
            page={query.page}
            pageSize={query.size}
            total={shown.totalElements}
            onPageChange={(page) => onUpdate({ page })}
          />
        </div>
      )}
    </>
  );
}

/** Why the page is empty: nothing matched the search, no bids yet, or no inquiries at all. */
function EmptyResult({ query, onUpdate, onClearSearch }: Props) {
  const { t } = useTranslation(['inquiries-bids', 'common']);
  if (query.search.trim())
    return (
      <EmptyState
        icon={<FilterX className="size-6" />}
        title={t('common:empty.noResultFound')}
        description={t('inquiries-bids:empty.noResultHint')}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            {t('inquiries-bids:empty.clearSearch')}
          </Button>
        }
      />
    );
  if (query.withBids)
    return (
      <EmptyState
        title={t('common:empty.noBids')}
        description={t('inquiries-bids:empty.noBidsHint')}
        action={
          <Button variant="outline" onClick={() => onUpdate({ withBids: false, page: 1 })}>
            {t('inquiries-bids:empty.showAll')}
          </Button>
        }
      />
    );
  return (
    <EmptyState
      title={t('common:empty.noInquiries')}
      description={t('inquiries-bids:empty.noInquiriesHint')}
      action={
        <SuspendableLink
          to={paths.inquiries.create}
          align="center"
          leftIcon={<Plus aria-hidden className="size-4" />}
        >
          {t('inquiries-bids:empty.newInquiry')}
        </SuspendableLink>
      }
    />
  );
}
