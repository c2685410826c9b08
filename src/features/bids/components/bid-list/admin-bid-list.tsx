import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card';
import { AdminBidFilters } from './admin-bid-filters';
import {
  adminBidListRequest,
  defaultAdminBidsQuery,
  hasAdminFilters,
  type AdminBidsQuery,
} from '../../bids-url-state';
import type { SetUrlState } from '@/lib/use-url-state';
import { BidExportButton } from './bid-export-button';
import { BidResults, SCREEN_NAMESPACES } from './bid-results';
import { PageHeader } from '@/components/page-header';

type Props = { query: AdminBidsQuery; onChange: SetUrlState<AdminBidsQuery> };

export function AdminBidList({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  const request = useMemo(() => adminBidListRequest(query), [query]);
  const clear = useCallback(() => onChange(defaultAdminBidsQuery), [onChange]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('bid-list:title.admin')} subtitle={t('bid-list:subtitle.admin')} />
      <ListCard title={t('bid-list:caption.admin')} hideTitle>
        <AdminBidFilters
          query={query}
          onChange={onChange}
          onClear={clear}
          actions={<BidExportButton audience="admin" request={request} />}
        />
        <BidResults
          audience="admin"
          request={request}
          onChange={onChange}
          empty={{ title: t('common:empty.noBids'), description: t('bid-list:empty.admin') }}
          onClear={hasAdminFilters(query) && clear}
        />
      </ListCard>
    </div>
  );
}
