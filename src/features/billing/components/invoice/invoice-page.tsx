import { Card } from '@/components/card';
import { ArrowLeft, FileX, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { useInvoice } from '../../api/get-invoice';
import { InvoiceDocument } from './invoice-document';
import { PageHeader } from '@/components/page-header';

type Props = { invoiceId: number; backTo: string };

export function InvoicePage({ invoiceId, backTo }: Props) {
  const { t } = useTranslation(['billing', 'status', 'common', 'errors']);
  const valid = Number.isInteger(invoiceId) && invoiceId > 0;
  return valid ? (
    <InvoiceContent invoiceId={invoiceId} backTo={backTo} />
  ) : (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <BackLink to={backTo} />
      <PageHeader title={t('billing:invoice.heading')} />
      <Card>
        <EmptyState icon={<FileX className="size-6" />} title={t('billing:invoice.notFound')} />
      </Card>
    </div>
  );
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation(['billing']);
  return (
    <Link to={to} className={buttonClasses({ variant: 'transparent' })}>
      <ArrowLeft aria-hidden className="size-4" />
      {t('billing:invoice.back')}
    </Link>
  );
}

function InvoiceContent({ invoiceId, backTo }: Props) {
  const { t } = useTranslation(['billing', 'status', 'common', 'errors']);
  const invoice = useInvoice(invoiceId);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 print:max-w-none">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to={backTo} />
        {invoice.data && (
          <Button variant="primary" icon={Printer} onClick={() => window.print()}>
            {t('billing:invoice.print')}
          </Button>
        )}
      </div>
      {invoice.isError ? (
        <>
          <PageHeader title={t('billing:invoice.heading')} />
          <Card>
            <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />
          </Card>
        </>
      ) : invoice.data ? (
        <InvoiceDocument invoice={invoice.data} />
      ) : (
        <Card className="grid gap-6 p-10">
          <p role="status" className="sr-only">
            {t('common:loading')}
          </p>
          <SkeletonBlock className="h-8 w-1/2" />
          <SkeletonBlock className="h-24 w-full" />
          <SkeletonBlock className="h-40 w-full" />
        </Card>
      )}
    </div>
  );
}
