import { Card } from '@/components/card';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import type { Currency } from '@/config/enums';
import { formatNumber } from '@/lib/numbers';
import type { useBillingSummary } from '../api/get-billing-summary';
import { BalanceCards, BalanceCardsSkeleton } from './balance-cards';
import { WonBidsList } from './won-bids-list';

type OwedSectionProps = {
  summary: ReturnType<typeof useBillingSummary>;
  onPay: (currency: Currency) => void;
};

export function OwedSection({ summary, onPay }: OwedSectionProps) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const data = summary.data;
  const owesNothing = !!data && data.balances.every((b) => b.owed <= 0);

  let body;
  if (summary.isError) {
    body = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  } else if (!data) {
    body = (
      <>
        <BalanceCardsSkeleton />
        <SkeletonBlock className="h-40 w-full" />
      </>
    );
  } else {
    body = (
      <>
        {owesNothing && (
          <Card>
            <EmptyState
              icon={<BadgeCheck className="size-6" />}
              title={t('billing:empty.noCommission')}
              description={t('billing:empty.noCommissionText')}
            />
          </Card>
        )}
        {data.balances.length > 0 && <BalanceCards summary={data} onPay={onPay} />}
        {data.items.length > 0 && (
          <Card as="section" aria-labelledby="won-bids-heading">
            <h3 id="won-bids-heading" className="px-4 pt-4 text-base font-semibold text-slate-900">
              {t('billing:items.title')}
            </h3>
            <div className="md:pt-3">
              <WonBidsList items={data.items} />
            </div>
          </Card>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="owed-heading" aria-busy={summary.isPending} className="grid gap-4">
      <div>
        <h2 id="owed-heading" className="text-lg font-semibold text-slate-900">
          {t('billing:balances.title')}
        </h2>
        {data?.commissionRatePercent !== undefined && (
          <p className="mt-1 text-sm text-slate-600">
            {t('billing:balances.rate', { rate: formatNumber(data.commissionRatePercent, i18n.language) })}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
