import { FilterX, Plus } from 'lucide-react';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SuspendableLink } from '@/components/suspended-action';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { paths } from '@/config/paths';
import { useInquiries, type InquiryListScope } from '../../api/get-inquiries';
import type { InquiryListQuery } from '../../inquiry-list-url-state';
import { InquiryCards, InquiryTable } from './inquiry-table';
import { hasActiveFilters } from './list-state';
import { listState, nothingFound } from '@/lib/list-state';
import { useIsPhone } from '@/lib/use-is-phone';
import type { InquiryQueryUpdate } from './use-list-query-updater';

type InquiryResultsProps = {
  scope: InquiryListScope;
  query: InquiryListQuery;
  onUpdate: InquiryQueryUpdate;
  onClearFilters: () => void;
};

/**
 * The list itself: one page from the server, as a table on a desk and cards on a phone, or its empty
 * or failed state. Memoised, so keystrokes in the search box above do not touch it until the
 * debounced query changes. While the next page loads (or waits for the connection) the previous one
 * stays on screen, dimmed, marked busy and not counted; a failed refresh keeps the rows with a note.
 */
export const InquiryResults = memo(function InquiryResults({
  scope,
  query,
  onUpdate,
  onClearFilters,
}: InquiryResultsProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries', 'common']);
  const inquiries = useInquiries(scope, query);
  const isPhone = useIsPhone();
  const state = listState(inquiries, nothingFound);
  const { shown, current, busy } = state;
  const pageCount = current ? Math.ceil(current.totalElements / INQUIRIES_PAGE_SIZE) : 0;

  // A link to a page past the end (the list shrank since it was shared) lands on the last page.
  // (A page whose rows all failed to read is not past the end: it says so under the table instead.)
  const pastTheEnd = !!current && current.content.length === 0 && current.dropped === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.page > pageCount) onUpdate({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, query.page, onUpdate]);

  if (state.failed) {
    return (
      <div className="p-4">
        <ErrorState error={inquiries.error} onRetry={() => void inquiries.refetch()} />
      </div>
    );
  }

  const note = <ListStateNote state={state} query={inquiries} className="px-4 pt-4" />;
  if (state.empty) {
    const empty = hasActiveFilters(query) ? (
      <EmptyState
        icon={<FilterX className="size-6" />}
        title={t('common:empty.noResultFound')}
        description={t('inquiry-list:empty.noResultHint')}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {t('inquiry-list:filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('common:empty.noInquiries')}
        description={t(`inquiry-list:empty.${scope}`)}
        action={
          scope === 'own' ? (
            <SuspendableLink
              to={paths.inquiries.create}
              align="center"
              leftIcon={<Plus aria-hidden className="size-4" />}
            >
              {t('inquiry-list:newInquiry')}
            </SuspendableLink>
          ) : undefined
        }
      />
    );
    return (
      <>
        {note}
        {empty}
      </>
    );
  }

  return (
    <>
      {/* Rows that stand in for the next answer are never counted as it. */}
      <p role="status" className="sr-only">
        {busy || !current
          ? t('inquiry-list:loading')
          : t('inquiry-list:resultCount', { count: current.totalElements })}
      </p>
      {note}
      {isPhone ? (
        <InquiryCards scope={scope} rows={shown?.content} busy={busy} />
      ) : (
        <InquiryTable scope={scope} rows={shown?.content} busy={busy} />
      )}
      <div className="px-4">
        <DroppedRowsNote count={shown?.dropped} />
      </div>
      {shown && (
        <div className="border-t border-slate-200 px-4">
          <Pagination
            page={query.page}
            pageSize={INQUIRIES_PAGE_SIZE}
            total={shown.totalElements}
            onPageChange={(page) => onUpdate({ page })}
          />
        </div>
      )}
    </>
  );
});
