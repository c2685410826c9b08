import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { formatDate } from '@/lib/dates';
import { useIsPhone } from '@/lib/use-is-phone';
import { useBalances } from '../../api/get-balances';
import type { CarrierBalances } from '../../schemas';
import { MoneyLines } from './money-lines';

type CarrierBalance = CarrierBalances;
type Rows = CarrierBalance[] | undefined;

const owedOf = (b: CarrierBalance) => b.balances.map((x) => ({ currency: x.currency, value: x.owed }));
// A balance whose 'paid' the server left out shows no paid line for that currency.
const paidOf = (b: CarrierBalance) =>
  b.balances.flatMap((x) => (x.paid === undefined ? [] : [{ currency: x.currency, value: x.paid }]));

/** Every carrier's commission balance: owed and paid per currency, and when it last paid. */
export function BalancesOverview() {
  const { t } = useTranslation(['all-billing', 'common']);
  const balances = useBalances();
  const isPhone = useIsPhone();
  const rows = balances.data?.content;

  let body;
  if (balances.isError) {
    body = <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />;
  } else if (rows && rows.length === 0) {
    body = <EmptyState icon={<Wallet className="size-6" />} title={t('all-billing:balances.empty')} />;
  } else if (isPhone) {
    body = <BalanceCards rows={rows} />;
  } else {
    body = <BalanceTable rows={rows} />;
  }

  return (
    <section
      aria-labelledby="balances-heading"
      aria-busy={balances.isPending}
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id="balances-heading" className="text-base font-semibold text-slate-900">
          {t('all-billing:balances.heading')}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{t('all-billing:balances.hint')}</p>
      </div>
      {body}
      <DroppedRowsNote count={balances.data?.dropped} />
    </section>
  );
}

const th = 'px-4 py-2.5 font-medium';

function BalanceTable({ rows }: { rows: Rows }) {
  const { t } = useTranslation(['all-billing', 'common']);
  return (
    <div className="max-h-80 overflow-auto">
      <table data-testid="balances-table" className="w-full text-left text-sm">
        <caption className="sr-only">{t('all-billing:balances.heading')}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className={th}>
              {t('all-billing:balances.columns.organization')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('all-billing:balances.columns.owed')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('all-billing:balances.columns.paid')}
            </th>
            <th scope="col" className={th}>
              {t('all-billing:balances.columns.lastPayment')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows ? (
            rows.map((row) => (
              <tr key={row.organizationId} data-testid="balance-row" className="align-top">
                <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                  {row.organizationName ?? t('ui:missing')}
                </th>
                <td className="px-4 py-2.5 text-right">
                  <MoneyLines lines={owedOf(row)} emphasise />
                </td>
                <td className="px-4 py-2.5 text-right">
                  <MoneyLines lines={paidOf(row)} />
                </td>
                <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-slate-700">
                  <LastPayment date={row.lastPaymentDate} />
                </td>
              </tr>
            ))
          ) : (
            <SkeletonRows rows={3} columns={4} />
          )}
        </tbody>
      </table>
    </div>
  );
}

function BalanceCards({ rows }: { rows: Rows }) {
  const { t } = useTranslation(['all-billing', 'common']);
  if (!rows)
    return (
      <div className="grid gap-3 p-3">
        {Array.from({ length: 3 }, (_, i) => (
          <SkeletonBlock key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  return (
    <ul aria-label={t('all-billing:balances.heading')} className="grid grid-cols-1 gap-3 p-3">
      {rows.map((row) => (
        <li
          key={row.organizationId}
          data-testid="balance-row"
          className="grid gap-2 rounded-lg border border-slate-200 p-3"
        >
          <p className="font-medium text-slate-900">{row.organizationName ?? t('ui:missing')}</p>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-slate-500">{t('all-billing:balances.columns.owed')}</dt>
              <dd className="mt-0.5 text-sm">
                <MoneyLines lines={owedOf(row)} emphasise />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('all-billing:balances.columns.paid')}</dt>
              <dd className="mt-0.5 text-sm">
                <MoneyLines lines={paidOf(row)} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('all-billing:balances.columns.lastPayment')}</dt>
              <dd className="mt-0.5 text-sm tabular-nums">
                <LastPayment date={row.lastPaymentDate} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function LastPayment({ date }: { date: string | undefined }) {
  const { t } = useTranslation('all-billing');
  return date ? formatDate(date) : <span className="text-slate-500">{t('balances.noPayment')}</span>;
}
