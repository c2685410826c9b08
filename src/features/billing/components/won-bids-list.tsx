import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataRows } from '@/components/data-list';
import type { DataColumn } from '@/components/data-list-columns';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/numbers';
import type { BillingItem } from '../schemas';
import { PaidBadge } from './paid-badge';

type WonBidColumnId = 'inquiry' | 'bidValue' | 'commission' | 'wonAt' | 'state';

const linkClass =
  'font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

function useWonBidColumns(): DataColumn<BillingItem, WonBidColumnId>[] {
  const { t, i18n } = useTranslation(['billing', 'common']);
  return useMemo(() => {
    const missing = t('ui:missing');
    const money = (value: number | undefined, currency: string) =>
      value === undefined ? missing : formatMoney(value, currency, i18n.language);
    return [
      {
        id: 'inquiry',
        header: t('billing:items.inquiry'),
        card: 'title',
        // Without the inquiry's id there is nowhere to go: the code shows as text ('—' when absent too).
        cell: (item) =>
          item.inquiryId === undefined ? (
            (item.inquiryCode ?? missing)
          ) : (
            <Link to={paths.inquiries.logisticDetails(item.inquiryId)} className={linkClass}>
              {item.inquiryCode ?? missing}
            </Link>
          ),
      },
      {
        id: 'bidValue',
        header: t('billing:items.bidValue'),
        numeric: true,
        cell: (item) => money(item.bidValue, item.currency),
      },
      {
        id: 'commission',
        header: t('billing:items.commission'),
        numeric: true,
        // The server's commission for the bid: what its payment charged, so the paid ones add up to 'paid'.
        cell: (item) => (
          <span data-testid="won-bid-commission" className="font-medium text-slate-900">
            {money(item.commission, item.currency)}
            {item.commissionRatePercent !== undefined && (
              <span data-testid="won-bid-rate" className="block text-xs font-normal text-slate-500">
                {t('billing:items.rate', { rate: formatNumber(item.commissionRatePercent, i18n.language) })}
              </span>
            )}
            {item.promoCode &&
              item.standardCommission !== undefined &&
              item.standardCommission !== item.commission && (
                <span data-testid="won-bid-promo" className="block text-xs font-normal text-slate-500">
                  {t('billing:items.charged', {
                    code: item.promoCode,
                    standard: money(item.standardCommission, item.currency),
                  })}
                </span>
              )}
          </span>
        ),
      },
      {
        id: 'wonAt',
        header: t('billing:items.wonAt'),
        cell: (item) => (item.wonAt ? formatDate(item.wonAt) : missing),
      },
      {
        id: 'state',
        header: t('billing:items.state'),
        card: 'badge',
        cell: (item) => (item.paid === undefined ? missing : <PaidBadge paid={item.paid} />),
      },
    ];
  }, [t, i18n.language]);
}

export function WonBidsList({ items }: { items: BillingItem[] }) {
  const { t } = useTranslation(['billing']);
  const columns = useWonBidColumns();
  return (
    <DataRows
      rows={items}
      busy={false}
      columns={columns}
      rowKey={(item) => item.bidId}
      caption={t('billing:items.caption')}
      rowAttributes={() => ({ 'data-testid': 'won-bid' })}
    />
  );
}
