import { LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { Currency } from '@/config/enums';
import { formatMoney } from '@/lib/numbers';
import { amountToPay, useBillingState } from '../../billing-state';
import type { PromoCheck } from '../../schemas';
import { AmountToPay } from './amount-to-pay';
import { CardForm } from './card-form';
import { DemoCardsHint } from './demo-cards-hint';
import { MethodChoice } from './method-choice';
import { PaymentFailed, PaymentSucceeded, PaymentUncaptured } from './payment-outcome';
import { paymentUnsentId } from './payment-dialog';
import { PromoCodeField } from './promo-code-field';
import { useCardPayment } from './use-card-payment';

export type Balance = { currency: Currency; owed: number };

/** The payment dialog's content for one opening (payment-dialog.tsx fetches it when it first opens). */
export function OpenPaymentDialog({ balance, onClose }: { balance: Balance; onClose: () => void }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const formId = useId();
  const [billing, dispatch] = useBillingState();
  const [promo, setPromo] = useState<PromoCheck | null>(null);
  const { pay, processing, outcome } = useCardPayment(balance.currency, promo?.code ?? null);
  const amount = amountToPay(billing, balance);
  const finished = outcome?.kind === 'succeeded' || outcome?.kind === 'uncaptured';

  const close = () => {
    // A payment on its way is not abandoned half-sent: the dialog stays until it answers.
    if (!processing) onClose();
  };

  const onApplied = (check: PromoCheck) => {
    setPromo(check);
    dispatch({ type: 'promoApplied', commission: check.commission, currency: check.currency });
  };
  const onCleared = () => {
    setPromo(null);
    dispatch({ type: 'promoCleared' });
  };

  const footer = finished ? (
    <Button variant="primary" onClick={close}>
      {t('common:actions.close')}
    </Button>
  ) : (
    <>
      <Button variant="gray-outline" onClick={close} disabled={processing}>
        {t('common:actions.cancel')}
      </Button>
      <Button type="submit" form={formId} variant="primary" loading={processing} icon={LockKeyhole}>
        {processing
          ? t('billing:payment.processing')
          : t('billing:payment.pay', { amount: formatMoney(amount, balance.currency, i18n.language) })}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('billing:payment.title')}
      description={t('billing:payment.description', { currency: balance.currency })}
      widthClassName="md:w-[560px]"
      footer={footer}
    >
      {outcome?.kind === 'succeeded' ? (
        <PaymentSucceeded payment={outcome.payment} />
      ) : outcome?.kind === 'uncaptured' ? (
        <PaymentUncaptured />
      ) : (
        <div className="grid gap-5">
          {outcome?.kind === 'failed' && <PaymentFailed reason={outcome.reason} />}
          <MethodChoice />
          <AmountToPay amount={amount} currency={balance.currency} before={promo?.before ?? null} />
          <CardForm
            formId={formId}
            unsentId={paymentUnsentId(balance.currency)}
            onPay={pay}
            disabled={processing}
          />
          <PromoCodeField
            currency={balance.currency}
            applied={promo}
            onApplied={onApplied}
            onCleared={onCleared}
            disabled={processing}
          />
          <p className="flex items-start gap-2 text-xs text-slate-500">
            <LockKeyhole aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {t('billing:payment.securityNote')}
          </p>
          <DemoCardsHint />
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {processing ? t('billing:payment.processing') : ''}
      </p>
    </Dialog>
  );
}
