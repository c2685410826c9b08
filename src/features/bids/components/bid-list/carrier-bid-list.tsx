import { Card } from '@/components/card';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import type { DataListEmpty } from '@/components/data-list';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import { Tabs } from '@/components/tabs';
import { paths } from '@/config/paths';
import { isKnown } from '@/lib/lenient';
import { BID_TAB_KEYS, carrierBidListRequest, type CarrierBidsQuery } from '../../bids-url-state';
import type { SetUrlState } from '@/lib/use-url-state';
import { BidExportButton } from './bid-export-button';
import { BidResults, SCREEN_NAMESPACES } from './bid-results';
import { PageHeader } from '@/components/page-header';

type Props = { query: CarrierBidsQuery; onChange: SetUrlState<CarrierBidsQuery> };

export function CarrierBidList({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  const search = useListSearch(query, onChange);
  const tabs = useMemo(
    () => BID_TAB_KEYS.map((key) => ({ value: key, label: t(`bid-list:tabs.${key}`) })),
    [t],
  );
  const request = useMemo(() => carrierBidListRequest(query), [query]);

  const empty: DataListEmpty = {
    title: t('common:empty.noBids'),
    description: t(`bid-list:empty.${query.tab}`),
    action:
      query.tab === 'active' || query.tab === 'pending' ? (
        <Link to={paths.inquiries.logisticList} className={buttonClasses({ variant: 'primary' })}>
          {t('nav:inquiries')}
        </Link>
      ) : undefined,
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('bid-list:title.carrier')} subtitle={t('bid-list:subtitle.carrier')} />
      <Card as="section" aria-label={t('bid-list:caption.carrier')}>
        <Tabs
          tabs={tabs}
          value={query.tab}
          onValueChange={(tab) => {
            if (isKnown(BID_TAB_KEYS, tab)) onChange({ tab, page: 1 });
          }}
          ariaLabel={t('bid-list:tabs.label')}
          className="[&>[role=tablist]]:px-2 [&>[role=tabpanel]]:pt-0"
        >
          <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <UrlSearchInput
              label={t('bid-list:search.label')}
              placeholder={t('bid-list:search.placeholder')}
              {...search.box}
              className="sm:w-96"
            />
            <BidExportButton audience="carrier" request={request} />
          </div>
          <BidResults
            audience="carrier"
            request={request}
            onChange={onChange}
            empty={empty}
            onClear={!!query.search.trim() && (() => search.clear())}
          />
        </Tabs>
      </Card>
    </div>
  );
}
