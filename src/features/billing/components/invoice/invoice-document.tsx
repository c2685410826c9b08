import { Card } from '@/components/card';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/numbers';
import type { Invoice } from '../../schemas';
import { TransactionStatusBadge } from '../transaction-status-badge';

/** The invoice as it prints: parties, lines, totals. Plain and black-on-white so a PDF reads well. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation(['billing', 'status']);
  const missing = t('ui:missing');
  // Fields the server left out read '—'; the amount charged and its currency are always there.
  const money = (value: number | undefined) =>
    value === undefined ? missing : formatMoney(value, invoice.currency, i18n.language);
  // The discount is the server's, as charged; without it the line reads '—' rather than a guess.
  const discount = invoice.discount === undefined ? undefined : -invoice.discount;
  const number = invoice.number ?? missing;
  const seller: Partial<NonNullable<Invoice['seller']>> = invoice.seller ?? {};
  const buyer: Partial<NonNullable<Invoice['buyer']>> = invoice.buyer ?? {};
  const regNumber = (value: string | undefined) => `${t('billing:invoice.regNumber')}: ${value ?? missing}`;

  return (
    <Card
      as="article"
      data-testid="invoice"
      aria-labelledby="invoice-title"
      className="grid gap-8 p-6 sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600 print:text-slate-900">
            {t('common:appName')}
          </p>
          <h1 id="invoice-title" className="mt-1 text-2xl font-semibold text-slate-900">
            {t('billing:invoice.title', { number })}
          </h1>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('billing:invoice.number')}</dt>
          <dd className="font-medium text-slate-900">{number}</dd>
          <dt className="text-slate-500">{t('billing:invoice.issuedAt')}</dt>
          <dd className="text-slate-900">{invoice.issuedAt ? formatDate(invoice.issuedAt) : missing}</dd>
          <dt className="text-slate-500">{t('billing:invoice.status')}</dt>
          <dd>{invoice.status ? <TransactionStatusBadge status={invoice.status} /> : missing}</dd>
        </dl>
      </header>

      <div className="grid gap-6 sm:grid-cols-2">
        <Party
          title={t('billing:invoice.seller')}
          lines={[
            seller.name ?? missing,
            regNumber(seller.regNumber),
            seller.address ?? '',
            seller.email ?? '',
          ]}
        />
        <Party
          title={t('billing:invoice.buyer')}
          lines={[buyer.name ?? missing, regNumber(buyer.regNumber), buyer.country ?? '', buyer.email ?? '']}
        />
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('billing:invoice.lines')}</caption>
          <thead className="border-b border-slate-300 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('billing:invoice.inquiry')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('billing:invoice.description')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('billing:invoice.bidValue')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('billing:invoice.commission')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoice.lines.map((line, index) => (
              <tr key={`${index}-${line.inquiryCode}`} data-testid="invoice-line">
                <td className="py-2 pr-3 font-medium text-slate-900">{line.inquiryCode ?? missing}</td>
                <td className="py-2 pr-3 text-slate-700">{line.description ?? missing}</td>
                <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                  {money(line.bidValue)}
                </td>
                <td className="whitespace-nowrap py-2 text-right tabular-nums">{money(line.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl
        data-testid="invoice-totals"
        className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm"
      >
        <dt className="text-slate-600">{t('billing:invoice.subtotal')}</dt>
        <dd className="text-right tabular-nums text-slate-900">{money(invoice.commission)}</dd>
        {invoice.promoCode && (
          <>
            <dt className="text-slate-600">{t('billing:invoice.promo', { code: invoice.promoCode })}</dt>
            <dd className="text-right tabular-nums text-slate-900">{money(discount)}</dd>
          </>
        )}
        <dt className="border-t border-slate-300 pt-2 font-semibold text-slate-900">
          {t('billing:invoice.total')}
        </dt>
        <dd className="border-t border-slate-300 pt-2 text-right text-base font-semibold tabular-nums text-slate-900">
          {money(invoice.amount)}
        </dd>
      </dl>

      <footer className="border-t border-slate-200 pt-4 text-xs text-slate-500">
        {invoice.cardLast4 && <p>{t('billing:invoice.paidByCard', { last4: invoice.cardLast4 })}</p>}
        <p>{t('billing:invoice.note')}</p>
      </footer>
    </Card>
  );
}

function Party({ title, lines }: { title: string; lines: string[] }) {
  return (
    <section>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <address className="mt-2 grid gap-0.5 text-sm not-italic text-slate-800">
        {lines
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <span key={index} className={index === 0 ? 'font-semibold text-slate-900' : undefined}>
              {line}
            </span>
          ))}
      </address>
    </section>
  );
}
