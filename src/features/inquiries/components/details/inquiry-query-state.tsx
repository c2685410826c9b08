import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { toApiError } from '@/lib/api-error';
import type { InquiryDetail } from '../../schemas';

type InquiryQueryStateProps = {
  query: UseQueryResult<InquiryDetail>;
  /** Where the not-found message leads back to. */
  backTo: string;
  children: (inquiry: InquiryDetail) => ReactNode;
};

/** The waits and failures every inquiry screen shares: skeletons, not found, error with retry. */
export function InquiryQueryState({ query, backTo, children }: InquiryQueryStateProps) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    if (toApiError(query.error).status === 404) {
      return (
        <div className="rounded-card border border-slate-200 bg-white shadow-card">
          <EmptyState
            icon={<SearchX className="size-6" />}
            title={t('inquiry-details:notFound.title')}
            description={t('inquiry-details:notFound.text')}
            action={
              <Link to={backTo} className={buttonClasses({ variant: 'primary' })}>
                {t('common:actions.goBack')}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="rounded-card border border-slate-200 bg-white shadow-card">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function DetailsSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" className="grid gap-6">
      <span className="sr-only">{t('common:loading')}</span>
      {Array.from({ length: cards }, (_, card) => (
        <div
          key={card}
          aria-hidden
          className="grid gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-card"
        >
          <SkeletonBlock className="h-5 w-48" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-5/6" />
          <SkeletonBlock className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
