import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { NewInquiryLink } from '@/components/new-inquiry-link';
import { usePageChange } from '@/lib/use-page-change';
import type { InquiryListProps } from './inquiry-list';
import { useInquiryColumns } from './inquiry-columns';
import { hasActiveFilters } from './list-filters';
import type { InquiryQueryUpdate } from './use-list-query-updater';

type InquiryResultsProps = Pick<InquiryListProps, 'scope' | 'query' | 'inquiries'> & {
  onUpdate: InquiryQueryUpdate;
  onClearFilters: () => void;
};

/** Memoised, so keystrokes in the search box do not touch it until the debounced query changes. */
export const InquiryResults = memo(function InquiryResults({
  scope,
  query,
  inquiries,
  onUpdate,
  onClearFilters,
}: InquiryResultsProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries', 'common']);
  const columns = useInquiryColumns(scope);
  const onPageChange = usePageChange(onUpdate);

  return (
    <DataList
      query={inquiries}
      columns={columns}
      rowKey={(inquiry) => inquiry.id}
      caption={t(`inquiry-list:caption.${scope}`)}
      stretchedLinks
      testId="inquiry-list"
      cardsTestId="inquiry-cards"
      rowAttributes={(_, layout) => ({ 'data-testid': layout === 'cards' ? 'inquiry-card' : 'inquiry-row' })}
      loadingLabel={t('inquiry-list:loading')}
      countLabel={(count) => t('inquiry-list:resultCount', { count })}
      empty={{
        title: t('common:empty.noInquiries'),
        description: t(`inquiry-list:empty.${scope}`),
        action: scope === 'own' ? <NewInquiryLink>{t('inquiry-list:newInquiry')}</NewInquiryLink> : undefined,
      }}
      filtered={
        hasActiveFilters(query) && {
          description: t('inquiry-list:empty.noResultHint'),
          clearLabel: t('inquiry-list:filters.clear'),
          onClear: onClearFilters,
        }
      }
      page={query.page}
      onPageChange={onPageChange}
    />
  );
});
