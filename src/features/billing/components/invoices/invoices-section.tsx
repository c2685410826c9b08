import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/class-names';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { listState, nothingFound } from '@/lib/list-state';
import { useIsPhone } from '@/lib/use-is-phone';
import { useInvoices } from '../../api/get-invoices';
import type { Invoice } from '../../schemas';
import { BILLING_PAGE_SIZE } from '../../billing-url-state';

const dimmed = 'opacity-60 transition-opacity';
const linkClass =
  'inline-flex items-center gap-1 font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/** One invoice per successful payment, each opening as a printable page. */
export function InvoicesSection({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const isPhone = useIsPhone();
  const invoices = useInvoices(page, BILLING_PAGE_SIZE);
  const state = listState(invoices, nothingFound);
  const data = state.shown;
  const missing = t('ui:missing');
  const money = (invoice: Invoice) => formatMoney(invoice.amount, invoice.currency, i18n.language);
  const number = (invoice: Invoice) => invoice.number ?? missing;
  const issued = (invoice: Invoice) => (invoice.issuedAt ? formatDate(invoice.issuedAt) : missing);
  const open = (invoice: Invoice) => (
    <Link
      to={paths.money.invoice(invoice.id)}
      aria-label={t('billing:invoices.viewLabel', { number: invoice.number ?? `#${invoice.id}` })}
      className={linkClass}
    >
      <FileText aria-hidden className="size-4" />
      {t('billing:invoices.view')}
    </Link>
  );

  let body: ReactNode;
  if (state.failed) {
    body = <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />;
  } else if (state.empty) {
    body = (
      <EmptyState
        icon={<FileText className="size-6" />}
        title={t('billing:invoices.empty')}
        description={t('billing:invoices.emptyText')}
      />
    );
  } else if (isPhone) {
    body = (
      <ul
        aria-label={t('billing:invoices.title')}
        aria-busy={state.busy}
        className={cn('grid grid-cols-1 gap-3 p-3', state.stale && data && dimmed)}
      >
        {data
          ? data.content.map((invoice) => (
              <li
                key={invoice.id}
                data-testid="invoice-row"
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
              >
                <div>
                  <p className="font-medium text-slate-900">{number(invoice)}</p>
                  <p className="text-xs text-slate-500">{issued(invoice)}</p>
                </div>
                <p className="font-medium tabular-nums text-slate-900">{money(invoice)}</p>
                {open(invoice)}
              </li>
            ))
          : [0, 1].map((i) => (
              <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
                <SkeletonBlock className="h-4 w-1/3" />
                <SkeletonBlock className="mt-2 h-3 w-1/4" />
              </li>
            ))}
      </ul>
    );
  } else {
    body = (
      <div className={cn('relative overflow-x-auto contain-inline-size', state.stale && data && dimmed)}>
        <table className="w-full text-left text-sm" aria-busy={state.busy}>
          <caption className="sr-only">{t('billing:invoices.title')}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('billing:invoices.number')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('billing:invoices.date')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t('billing:invoices.amount')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                <span className="sr-only">{t('billing:invoices.view')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data ? (
              data.content.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice-row" className="text-slate-700 hover:bg-slate-50">
                  <td className="px-4 py-3 font-medium text-slate-900">{number(invoice)}</td>
                  <td className="px-4 py-3">{issued(invoice)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{money(invoice)}</td>
                  <td className="px-4 py-3 text-right">{open(invoice)}</td>
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

  return (
    <section aria-labelledby="invoices-heading" className="grid gap-4">
      <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
        {t('billing:invoices.title')}
      </h2>
      <div className="rounded-card border border-slate-200 bg-white shadow-card">
        <ListStateNote state={state} query={invoices} className="px-4 pt-4" />
        {body}
        {data && data.totalElements > 0 && (
          <div className="border-t border-slate-200 px-4">
            <DroppedRowsNote count={data.dropped} />
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            <Pagination
              page={data.page + 1}
              pageSize={data.size}
              total={data.totalElements}
              onPageChange={onPageChange}
            />
          </div>
        )}
      </div>
    </section>
  );
}
