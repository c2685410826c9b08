import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedCard } from '@/components/load-failed-card';
import { SkeletonCards } from '@/components/skeleton-rows';
import { useInquiry, type InquiryReader } from '../../api/get-inquiry';
import type { InquiryDetail } from '../../schemas';
import { InquiryHeader } from './inquiry-header';

type InquiryScreenProps = {
  inquiryId: number;
  reader?: InquiryReader;
  /** The list the inquiry is found in: where the not-found message leads back to. */
  list: string;
  /** Where the header's back link leads; the list unless the screen sits under another. */
  backTo?: string;
  children: (inquiry: InquiryDetail) => ReactNode;
};

/** So every inquiry screen waits, fails and opens alike. */
export function InquiryScreen({ inquiryId, reader, list, backTo = list, children }: InquiryScreenProps) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  const query = useInquiry(inquiryId, reader);
  if (query.isPending) return <SkeletonCards cards={3} bars={['h-4 w-full', 'h-4 w-5/6', 'h-4 w-2/3']} />;
  if (query.isError)
    return (
      <LoadFailedCard
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={{
          title: t('inquiry-details:notFound.title'),
          text: t('inquiry-details:notFound.text'),
          backTo: list,
          backLabel: t('common:actions.goBack'),
        }}
      />
    );
  return (
    <div className="grid gap-6">
      <InquiryHeader inquiry={query.data} backTo={backTo} />
      {children(query.data)}
    </div>
  );
}
