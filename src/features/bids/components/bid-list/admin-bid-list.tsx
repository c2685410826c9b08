import { FilterX } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { DataListEmpty } from '@/components/data-list';
import { AdminBidFilters } from './admin-bid-filters';
import {
  adminBidListRequest,
  defaultAdminBidsQuery,
  hasAdminFilters,
  type AdminBidsQuery,
} from '../../bids-url-state';
import type { SetUrlState } from '@/lib/use-url-state';
import { BidResults, SCREEN_NAMESPACES } from './bid-results';
import { PageHeader } from '@/components/page-header';

type Props = { query: AdminBidsQuery; onChange: SetUrlState<AdminBidsQuery> };

/** The admin's /bids: every bid on the platform, narrowed by status, organisation, inquiry and dates. */
export function AdminBidList({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  const request = useMemo(() => adminBidListRequest(query), [query]);
  const onPageChange = useCallback(
    (page: number, options: { replace: boolean }) => onChange({ page }, options),
    [onChange],
  );
  const clear = useCallback(() => onChange(defaultAdminBidsQuery), [onChange]);

  const empty: DataListEmpty = hasAdminFilters(query)
    ? {
        icon: <FilterX className="size-6" />,
        title: t('common:empty.noResultFound'),
        description: t('bid-list:empty.filtered'),
        action: (
          <Button variant="outline" onClick={clear}>
            {t('bid-list:filters.clear')}
          </Button>
        ),
      }
    : { title: t('common:empty.noBids'), description: t('bid-list:empty.admin') };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('bid-list:title.admin')} subtitle={t('bid-list:subtitle.admin')} />
      <section
        aria-label={t('bid-list:caption.admin')}
        className="rounded-card border border-slate-200 bg-white shadow-card"
      >
        <AdminBidFilters query={query} onChange={onChange} onClear={clear} />
        <BidResults audience="admin" request={request} onPageChange={onPageChange} empty={empty} />
      </section>
    </div>
  );
}
