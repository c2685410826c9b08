import { CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/numbers';
import type { Transaction } from '../../schemas';

function OutcomeMessage(props: { testId: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      data-testid={props.testId}
      className="flex flex-col items-center gap-3 px-2 py-6 text-center"
    >
      {props.icon}
      <h3 className="text-lg font-semibold text-slate-900">{props.title}</h3>
      {props.children}
    </div>
  );
}

/** The card was charged: how much, and the invoice issued for it. */
export function PaymentSucceeded({ payment }: { payment: Transaction }) {
  const { t, i18n } = useTranslation(['billing']);
  return (
    <OutcomeMessage
      testId="payment-succeeded"
      icon={<CircleCheck aria-hidden className="size-12 text-green-700" />}
      title={t('billing:outcome.succeededTitle')}
    >
      <p className="text-sm text-slate-600">
        {t('billing:outcome.succeededText', {
          amount: formatMoney(payment.amount, payment.currency, i18n.language),
        })}
      </p>
      {payment.invoiceId !== undefined && (
        <Link to={paths.money.invoice(payment.invoiceId)} className={buttonClasses({ variant: 'outline' })}>
          {t('billing:outcome.invoice')}
        </Link>
      )}
    </OutcomeMessage>
  );
}

/** Authorised but not captured: the bank has not finished, so nothing is settled yet. */
export function PaymentUncaptured() {
  const { t } = useTranslation(['billing']);
  return (
    <OutcomeMessage
      testId="payment-uncaptured"
      icon={<Clock aria-hidden className="size-12 text-amber-600" />}
      title={t('billing:outcome.uncapturedTitle')}
    >
      <p className="text-sm text-slate-600">{t('billing:outcome.uncapturedText')}</p>
    </OutcomeMessage>
  );
}

/** Declined or refused: why, and that nothing was taken. The card form stays below for another try. */
export function PaymentFailed({ reason }: { reason: string }) {
  const { t } = useTranslation(['billing']);
  return (
    <div data-testid="payment-failed">
      <FormAlert tone="error">
        <p className="font-semibold">{t('billing:outcome.failedTitle')}</p>
        <p data-testid="failure-reason">{reason}</p>
        <p className="mt-1">{t('billing:outcome.failedText')}</p>
      </FormAlert>
    </div>
  );
}
