import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useIsPhone } from '@/lib/use-is-phone';
import type { BillingItem } from '../schemas';
import { PaidBadge } from './paid-badge';

const linkClass =
  'font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/** The won bids behind the balances: each one's value, its commission and whether that is paid. */
export function WonBidsList({ items }: { items: BillingItem[] }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const isPhone = useIsPhone();
  const missing = t('ui:missing');
  const money = (value: number | undefined, currency: string) =>
    value === undefined ? missing : formatMoney(value, currency, i18n.language);
  // Without the inquiry's id there is nowhere to go: the code shows as text ('—' when absent too).
  const code = (item: BillingItem) => {
    const label = item.inquiryCode ?? missing;
    return item.inquiryId === undefined ? (
      label
    ) : (
      <Link to={paths.inquiries.logisticDetails(item.inquiryId)} className={linkClass}>
        {label}
      </Link>
    );
  };
  const paid = (item: BillingItem) => (item.paid === undefined ? missing : <PaidBadge paid={item.paid} />);
  // The server's commission for the bid: what its payment charged, so the paid ones add up to 'paid'.
  const commission = (item: BillingItem) => (
    <>
      {money(item.commission, item.currency)}
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
    </>
  );
  const wonAt = (item: BillingItem) => (item.wonAt ? formatDate(item.wonAt) : missing);

  if (isPhone)
    return (
      <ul aria-label={t('billing:items.caption')} className="grid grid-cols-1 gap-3">
        {items.map((item) => (
          <li
            key={item.bidId}
            data-testid="won-bid"
            className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <div className="flex items-center justify-between gap-2">
              {code(item)}
              {paid(item)}
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
              <div>
                <dt className="text-slate-500">{t('billing:items.bidValue')}</dt>
                <dd className="mt-0.5 text-sm text-slate-800">{money(item.bidValue, item.currency)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('billing:items.commission')}</dt>
                <dd data-testid="won-bid-commission" className="mt-0.5 text-sm font-medium text-slate-900">
                  {commission(item)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('billing:items.wonAt')}</dt>
                <dd className="mt-0.5 text-sm text-slate-800">{wonAt(item)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="relative overflow-x-auto contain-inline-size">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('billing:items.caption')}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('billing:items.inquiry')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('billing:items.bidValue')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('billing:items.commission')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('billing:items.wonAt')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('billing:items.state')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.bidId} data-testid="won-bid" className="text-slate-700 hover:bg-slate-50">
              <td className="px-4 py-3">{code(item)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{money(item.bidValue, item.currency)}</td>
              <td
                data-testid="won-bid-commission"
                className="px-4 py-3 text-right font-medium tabular-nums text-slate-900"
              >
                {commission(item)}
              </td>
              <td className="px-4 py-3">{wonAt(item)}</td>
              <td className="px-4 py-3">{paid(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
