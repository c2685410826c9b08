import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/numbers';
import type { Transaction } from '../schemas';

/** An amount in the payment's currency; '—' when the server sent none. */
export function TransactionMoney({ value, currency }: { value: number | undefined; currency: string }) {
  const { t, i18n } = useTranslation('billing');
  if (value === undefined) return <span className="text-slate-500">{t('ui:missing')}</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">{formatMoney(value, currency, i18n.language)}</span>
  );
}

/** 'Card •••• 4242' or 'Bank transfer'; the last four digits are all that is ever kept of a card. */
export function PaymentMethod({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('billing');
  if (tx.paymentMethod === 'BANK_TRANSFER') return <>{t('billing:payment.bankTransfer')}</>;
  // A method the app does not know shows its raw code; none at all shows '—'.
  if (tx.paymentMethod === undefined) return <span className="text-slate-500">{t('ui:missing')}</span>;
  if (tx.paymentMethod !== 'CARD') return <span className="font-mono text-xs">{tx.paymentMethod}</span>;
  return (
    <span className="whitespace-nowrap">
      {tx.cardLast4 ? t('billing:transactions.card', { last4: tx.cardLast4 }) : t('billing:payment.card')}
    </span>
  );
}

/** The payment's invoice, named for screen readers by its transaction; '—' when it has none. */
export function InvoiceLink({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('billing');
  if (tx.invoiceId === undefined) return <span className="text-slate-500">{t('ui:missing')}</span>;
  return (
    <Link
      to={paths.money.invoice(tx.invoiceId)}
      className="inline-flex items-center gap-1 whitespace-nowrap rounded font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <FileText aria-hidden className="size-4" />
      {t('billing:transactions.viewInvoice')}
      <span className="sr-only">{t('billing:transactions.ofTransaction', { id: tx.id })}</span>
    </Link>
  );
}
