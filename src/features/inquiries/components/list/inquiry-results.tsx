import { FilterX, Plus } from 'lucide-react';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { cn } from '@/components/class-names';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { paths } from '@/config/paths';
import { useInquiries, type InquiryListScope } from '../../api/get-inquiries';
import type { InquiryListQuery } from '../../list-query';
import { InquiryCard, InquiryRow } from './inquiry-row';
import { hasActiveFilters, showsOrganization } from './list-state';
import type { InquiryQueryUpdate } from './use-list-query-updater';
import { useCopyInquiryCode } from './use-copy-inquiry-code';

type InquiryResultsProps = {
  scope: InquiryListScope;
  query: InquiryListQuery;
  onUpdate: InquiryQueryUpdate;
  onClearFilters: () => void;
};

const th = 'px-3 py-3 font-medium';

/**
 * The list itself: one page from the server, as a table on a desk and cards on a phone. Memoised, so
 * keystrokes in the search box above do not touch it until the debounced query changes. While the
 * next page loads the previous one stays on screen, dimmed and marked busy.
 */
export const InquiryResults = memo(function InquiryResults({
  scope,
  query,
  onUpdate,
  onClearFilters,
}: InquiryResultsProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries', 'common']);
  const inquiries = useInquiries(scope, query);
  const onCopy = useCopyInquiryCode();
  const { data, isPending, isError, isPlaceholderData, isFetching } = inquiries;
  const busy = isPending || (isFetching && isPlaceholderData);
  const pageCount = data ? Math.ceil(data.totalElements / INQUIRIES_PAGE_SIZE) : 0;

  // A link to a page past the end (the list shrank since it was shared) lands on the last page.
  const pastTheEnd = !!data && !isPlaceholderData && data.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.page > pageCount) onUpdate({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, query.page, onUpdate]);

  if (isError) {
    return (
      <div className="p-4">
        <ErrorState error={inquiries.error} onRetry={() => void inquiries.refetch()} />
      </div>
    );
  }

  if (data && data.totalElements === 0) {
    return hasActiveFilters(query) ? (
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
            <Link to={paths.inquiries.create} className={buttonClasses({ variant: 'primary' })}>
              <Plus aria-hidden className="size-4" />
              {t('inquiry-list:newInquiry')}
            </Link>
          ) : undefined
        }
      />
    );
  }

  const rows = data?.content;
  const columns = showsOrganization(scope) ? 8 : 7;
  return (
    <>
      <p role="status" className="sr-only">
        {busy
          ? t('inquiry-list:loading')
          : t('inquiry-list:resultCount', { count: data?.totalElements ?? 0 })}
      </p>
      <div className={cn('hidden overflow-x-auto md:block', busy && rows && 'opacity-60 transition-opacity')}>
        <table data-testid="inquiry-list" aria-busy={busy} className="w-full text-left text-sm">
          <caption className="sr-only">{t(`inquiry-list:caption.${scope}`)}</caption>
          <thead className="sticky top-0 z-20 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className={th}>
                {t('inquiries:fields.code')}
              </th>
              <th scope="col" className={th}>
                {t('inquiries:fields.route')}
              </th>
              {showsOrganization(scope) && (
                <th scope="col" className={th}>
                  {t('inquiries:fields.organization')}
                </th>
              )}
              <th scope="col" className={th}>
                {t('inquiries:fields.mode')}
              </th>
              <th scope="col" className={th}>
                {t('inquiry-list:columns.createdAt')}
              </th>
              <th scope="col" className={th}>
                {t('inquiry-list:columns.pickupDate')}
              </th>
              <th scope="col" className={th}>
                {t('inquiries:fields.status')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('inquiries:fields.bids')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows ? (
              rows.map((inquiry) => (
                <InquiryRow key={inquiry.id} inquiry={inquiry} scope={scope} onCopy={onCopy} />
              ))
            ) : (
              <SkeletonRows rows={5} columns={columns} />
            )}
          </tbody>
        </table>
      </div>
      <ul
        aria-label={t(`inquiry-list:caption.${scope}`)}
        aria-busy={busy}
        className={cn('grid gap-3 p-3 md:hidden', busy && rows && 'opacity-60 transition-opacity')}
      >
        {rows
          ? rows.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} scope={scope} onCopy={onCopy} />
            ))
          : Array.from({ length: 5 }, (_, i) => (
              <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
                <SkeletonBlock className="h-4 w-1/3" />
                <SkeletonBlock className="mt-3 h-4 w-3/4" />
                <SkeletonBlock className="mt-3 h-3 w-full" />
              </li>
            ))}
      </ul>
      {data && (
        <div className="border-t border-slate-200 px-4">
          <Pagination
            page={query.page}
            pageSize={INQUIRIES_PAGE_SIZE}
            total={data.totalElements}
            onPageChange={(page) => onUpdate({ page })}
          />
        </div>
      )}
    </>
  );
});
