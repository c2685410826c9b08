import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/checkbox-field';
import { ListCard } from '@/components/list-card';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import type { SetUrlState } from '@/lib/use-url-state';
import type { InquiryBidsQuery } from '../../schemas';
import { InquiryBidsList } from './inquiry-bids-list';
import { PageHeader } from '@/components/page-header';

type Props = {
  query: InquiryBidsQuery;
  onQueryChange: SetUrlState<InquiryBidsQuery>;
};

export function InquiriesBidsPage({ query, onQueryChange: update }: Props) {
  // The rows' namespaces load with the page's, so the first rows do not suspend the screen again.
  const { t } = useTranslation(['inquiries-bids', 'common', 'enums', 'status']);
  const search = useListSearch(query, update);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListCard
        title={t('caption')}
        hideTitle
        filtersLayout="flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
        filters={
          <>
            <UrlSearchInput
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              {...search.box}
              className="md:w-80"
            />
            <CheckboxField
              label={t('withBids')}
              checked={query.withBids}
              onChange={(event) => update({ withBids: event.target.checked, page: 1 })}
            />
          </>
        }
      >
        <InquiryBidsList query={query} onUpdate={update} onClearSearch={() => search.clear()} />
      </ListCard>
    </div>
  );
}
