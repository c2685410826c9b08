import { Card } from '@/components/card';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/components/data-list';
import type { DataColumn } from '@/components/data-list-columns';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/numbers';
import type { useInvoices } from '../../api/get-invoices';
import type { Invoice } from '../../schemas';

type InvoiceColumnId = 'number' | 'date' | 'amount' | 'view';

function useInvoiceColumns(): DataColumn<Invoice, InvoiceColumnId>[] {
  const { t, i18n } = useTranslation(['billing', 'common']);
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('billing:invoices.number'),
        card: 'title',
        cell: (invoice) => (
          <span className="font-medium text-slate-900">{invoice.number ?? t('ui:missing')}</span>
        ),
      },
      {
        id: 'date',
        header: t('billing:invoices.date'),
        cell: (invoice) => (invoice.issuedAt ? formatDate(invoice.issuedAt) : t('ui:missing')),
      },
      {
        id: 'amount',
        header: t('billing:invoices.amount'),
        numeric: true,
        card: 'badge',
        cell: (invoice) => formatMoney(invoice.amount, invoice.currency, i18n.language),
      },
      {
        id: 'view',
        header: t('billing:invoices.view'),
        actions: true,
        cell: (invoice) => (
          <Link
            to={paths.money.invoice(invoice.id)}
            className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <FileText aria-hidden className="size-4" />
            {t('billing:invoices.view')}
            <span className="sr-only">: {invoice.number ?? `#${invoice.id}`}</span>
          </Link>
        ),
      },
    ],
    [t, i18n.language],
  );
}

export function InvoicesSection({
  invoices,
  page,
  onPageChange,
}: {
  invoices: ReturnType<typeof useInvoices>;
  page: number;
  onPageChange: (page: number, options: { replace: boolean }) => void;
}) {
  const { t } = useTranslation(['billing', 'common']);
  const columns = useInvoiceColumns();

  return (
    <section aria-labelledby="invoices-heading" className="grid gap-4">
      <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
        {t('billing:invoices.title')}
      </h2>
      <Card>
        <DataList
          query={invoices}
          columns={columns}
          rowKey={(invoice) => invoice.id}
          caption={t('billing:invoices.title')}
          rowAttributes={() => ({ 'data-testid': 'invoice-row' })}
          skeletonRows={3}
          empty={{
            icon: <FileText className="size-6" />,
            title: t('billing:invoices.empty'),
            description: t('billing:invoices.emptyText'),
          }}
          page={page}
          onPageChange={onPageChange}
        />
      </Card>
    </section>
  );
}
