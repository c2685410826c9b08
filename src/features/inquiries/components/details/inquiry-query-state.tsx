import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedCard } from '@/components/load-failed-card';
import { SkeletonCards } from '@/components/skeleton-rows';
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
  if (query.isPending) return <SkeletonCards cards={3} bars={['h-4 w-full', 'h-4 w-5/6', 'h-4 w-2/3']} />;
  if (query.isError)
    return (
      <LoadFailedCard
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={{
          title: t('inquiry-details:notFound.title'),
          text: t('inquiry-details:notFound.text'),
          backTo,
          backLabel: t('common:actions.goBack'),
        }}
      />
    );
  return <>{children(query.data)}</>;
}
